import Foundation

/// Rows of views in a scrolling column, grouped in sections, as SwiftUI's `List`.
///
/// Each view of the content is a row (a `ForEach` makes one per element; a `Section` groups its
/// rows under a header and above a footer). Rows are built lazily: a list of 10,000 rows makes only
/// those in view. The look follows `.listStyle` (inset grouped by default, as iOS 15 and later).
///
/// With `selection:`, a click selects a row (its `ForEach` id, or its `.tag`), drawn grey; a list
/// selecting a `Set` shows check circles in edit mode. A selectable list takes keyboard focus (Tab or a
/// click): Up and Down move the selection, Return opens the selected row's link, Delete deletes it.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var selection: ListSelection? = nil
    @Environment(\.listAppearance) private var appearance
    @Environment(\.scrollContentBackground) private var contentBackground
    @Environment(\.listSectionSpacing) private var sectionSpacing
    @Environment(\.listRowSpacing) private var rowSpacing
    @State private var keyboard = ListKeyboard()
    @State private var moveState = ListMoveState()
    /// The ids of the outline parents shown expanded (`OutlineGroup`, `List(_:children:)`).
    @State private var outlineExpansion: Set<AnyHashable> = []
    @Environment(\.navigationSplitDetail) private var splitDetail
    @Environment(\.navigationController) private var navigationController

    public var body: some View {
        let items = ListItems(
            sections: ListSections(content.asViewList, outlines: $outlineExpansion), appearance: appearance,
            selection: selection, keyboard: selection == nil ? nil : keyboard, sectionSpacing: sectionSpacing,
            rowSpacing: rowSpacing)
        LayoutMarginFromWidth(
            content: ScrollViewReader { proxy in
                let _ = keyboard.configure(items: items, selection: selection, openDetail: openDetail) {
                    proxy.scrollTo($0)
                }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ListItemsView(items: items)
                    }
                    .padding(.bottom, appearance == .plain ? 0 : ListMetrics.bottomGap)
                }
                .modifier(_ListKeysModifier(keyboard: keyboard, isFocusable: selection != nil))
                .environment(\.listMoveState, moveState)
            }
        )
        .background(background ?? Color.clear)
        // The page's bar above the list takes its background, as iOS's does at the top of a list.
        .preference(key: NavigationPageOptionsKey.self, value: NavigationPageOptions(background: background))
    }

    /// In a collapsed split view's sidebar, what opens the detail for the selected row (Return).
    private var openDetail: (@MainActor () -> Void)? {
        guard let splitDetail, let navigationController else { return nil }
        let selection = selection
        return { splitDetail.show(in: navigationController) { selection?.select(nil) } }
    }

    /// The style's background, or none when `.scrollContentBackground(.hidden)` asks for none.
    private var background: Color? {
        if contentBackground == .hidden { return nil }
        return appearance == .plain ? SystemColors.systemBackground : ListMetrics.groupedBackground
    }
}

extension List where SelectionValue == Never {
    /// A list of the given rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each number of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A list of `content` selecting through `selection` (a `Table`'s rows).
    init(rows content: Content, selection: ListSelection?) {
        self.content = content
        self.selection = selection
    }

    /// A selectable list of the given rows: a click or the arrow keys select one row at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection($0) }
    }

    /// A list of the given rows that selects several (in edit mode, with check circles).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection($0) }
    }

    /// A row for each element of `data`, selected by its id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }

    /// A row for each element of `data`, several selected by their ids.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }

    /// A row for each element of `data`, identified (and selected) by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }

    /// A row for each element of `data`, identified (and several selected) by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether lists in this view draw their style's background (`.scrollContentBackground`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background lists in this view draw behind their rows (`.hidden` lets a
    /// background of your own show through).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
