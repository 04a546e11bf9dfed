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
        // The tabs are read as built: their `.tabItem` and `.tag` may be set inside their bodies.
        ViewListReader(
            list: content.asViewList,
            root: TabRoot(selection: selection, ownSelection: $ownSelection, visited: $visited, look: look))
    }
}

/// A tab view made from its tabs' traits: the bar or the pages, the current tab, the tabs kept.
struct TabRoot<SelectionValue: Hashable>: ViewListRoot {
    let selection: Binding<SelectionValue>?
    let ownSelection: Binding<AnyHashable?>
    let visited: Binding<Set<AnyHashable>>
    let look: TabViewLook

    func body(children: [ViewListChild]) -> some View {
        let tabs = TabList(children)
        let current = currentTag(in: tabs)
        let select: @MainActor (AnyHashable) -> Void = { [selection, ownSelection] tag in
            if let selection, let value = tag.base as? SelectionValue {
                selection.wrappedValue = value
            } else {
                ownSelection.wrappedValue = tag
            }
        }
        let shown = visited.wrappedValue.union([current])
        return Group {
            switch look {
            case .tabBar:
                TabBarLayout(tabs: tabs, current: current, shown: shown, select: select)
                    // A tab not shown yet is built only when its item is not on its view: to read the
                    // item its body sets.
                    .buildingUnplaced(
                        tabs.entries.filter { !shown.contains($0.tag) && $0.traits.tabItem == nil }.map(\.child))
            case .pages(let dots):
                TabPages(tabs: tabs, current: current, dots: dots, select: select)
            }
        }
        .onChange(of: current, initial: true) { [visited] _, tag in visited.wrappedValue.insert(tag) }
    }

    /// The selected tab's tag: the selection's when a tab has it, otherwise the first tab's.
    private func currentTag(in tabs: TabList) -> AnyHashable {
        let wanted = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection.wrappedValue
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

/// A tab view's children as tabs: each one's tag and traits, and the tab itself to place.
@MainActor
struct TabList {
    struct Entry: Identifiable {
        let tag: AnyHashable
        let child: ViewListChild
        var traits: ViewTraits { child.traits }
        var id: AnyHashable { tag }
    }

    let entries: [Entry]

    init(_ children: [ViewListChild]) {
        entries = children.map { Entry(tag: $0.traits.tag ?? $0.id, child: $0) }
    }

    /// The tab's content, built where this view is.
    func content(of entry: Entry) -> ViewListChild {
        entry.child
    }

    func position(of tag: AnyHashable) -> Int {
        entries.firstIndex { $0.tag == tag } ?? 0
    }
}
