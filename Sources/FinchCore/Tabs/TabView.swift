import Foundation

/// Views shown one at a time, chosen from a tab bar along the bottom, as SwiftUI's `TabView` on iOS;
/// with `.tabViewStyle(.page)`, pages swiped sideways with a row of dots.
///
/// Each child is a tab: its `.tabItem` is what its button in the bar shows, its `.tag` the value
/// `selection` takes to choose it (a `ForEach` element is tagged by its id unless it has a tag), its
/// `.badge` a red count on its button. A tab is built when first shown and kept (hidden) while
/// others are, so its state — a navigation stack's pages, a scroll position — is there when the user
/// comes back, as on iOS.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    /// The tabs shown so far (their views are kept).
    @State private var visited: Set<AnyHashable> = []
    @Environment(\.tabViewLook) private var look

    /// Tabs chosen by `selection` (nil: the tab view keeps its own choice, starting with the first).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let tabs = TabList(content.asViewList)
        let current = currentTag(in: tabs)
        let select: @MainActor (AnyHashable) -> Void = { [selection, $ownSelection] tag in
            if let selection, let value = tag.base as? SelectionValue {
                selection.wrappedValue = value
            } else {
                $ownSelection.wrappedValue = tag
            }
        }
        Group {
            switch look {
            case .tabBar:
                TabBarLayout(tabs: tabs, current: current, shown: visited.union([current]), select: select)
            case .pages(let dots):
                TabPages(tabs: tabs, current: current, dots: dots, select: select)
            }
        }
        .onChange(of: current, initial: true) { _, tag in visited.insert(tag) }
    }

    /// The selected tab's tag: the selection's when a tab has it, otherwise the first tab's.
    private func currentTag(in tabs: TabList) -> AnyHashable {
        let wanted = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        if let wanted, tabs.entries.contains(where: { $0.tag == wanted }) { return wanted }
        return tabs.entries.first?.tag ?? AnyHashable(0)
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs the tab view chooses between itself, starting with the first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// A tab view's children as tabs: each one's tag and traits, and how to build it.
@MainActor
struct TabList {
    struct Entry: Identifiable {
        let tag: AnyHashable
        let index: Int
        let traits: ViewTraits
        var id: AnyHashable { tag }
    }

    let list: any ViewList
    let entries: [Entry]

    init(_ list: any ViewList) {
        self.list = list
        // A tab's `.tabItem` and `.tag` may be set inside its own view's body.
        let probe = TraitProbe.current()
        entries = (0..<list.count).map { index in
            let traits = probe.traits(of: list.view(at: index), id: list.id(at: index))
            return Entry(tag: traits.tag ?? list.id(at: index), index: index, traits: traits)
        }
    }

    /// The tab's content, built where this view is.
    func content(of entry: Entry) -> ViewListElement {
        ViewListElement(list: list, index: entry.index)
    }

    func position(of tag: AnyHashable) -> Int {
        entries.firstIndex { $0.tag == tag } ?? 0
    }
}
