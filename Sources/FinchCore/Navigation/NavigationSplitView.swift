import Foundation

/// A sidebar and a detail (and optionally a content column between them), as SwiftUI's
/// `NavigationSplitView`. In a window wider than 700 points the columns stand side by side, as on an
/// iPad or a Mac: a link in a column shows its destination in the next column, replacing what was
/// there. In a narrower window the split view is a `NavigationStack` rooted at the sidebar, as on an
/// iPhone, its links pushing their destinations, and selecting a row of a sidebar
/// `List(selection:)` pushing the detail (`NavigationSplitDetail`).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?
    /// What a link chose for each column after the first (by column index), replacing its root.
    @State private var chosen: [Int: NavigationColumnChoice] = [:]
    @State private var nextID = 1
    /// Widths the columns asked for (`navigationSplitViewColumnWidth`), by column index.
    @State private var widths: [Int: CGFloat] = [:]
    /// The detail as a collapsed split view pushes it when a sidebar row is selected.
    @State private var collapsedDetail = NavigationSplitDetail()

    public var body: some View {
        let _ = (collapsedDetail.view = roots[roots.count - 1])
        GeometryReader { proxy in
            if proxy.size.width > NavigationSplitMetrics.wideWindow {
                columns(in: proxy.size.width)
            } else {
                // Only the sidebar's rows open the detail, not those of the pages pushed over it.
                NavigationStack(
                    column: AnyView(root(of: 0).environment(\.navigationSplitDetail, collapsedDetail)), target: nil)
            }
        }
    }

    /// The columns' roots: sidebar, content (when there is one), detail.
    private var roots: [AnyView] {
        [AnyView(sidebar)] + (content.map { [AnyView($0)] } ?? []) + [AnyView(detail)]
    }

    private func root(of index: Int) -> AnyView {
        chosen[index]?.view ?? roots[index]
    }

    /// The columns shown side by side: all of them, or fewer when the visibility or the width says so
    /// (three columns need another 320 points; without them the sidebar goes, as iPad's portrait).
    private func shownColumns(in width: CGFloat) -> [Int] {
        let all = Array(roots.indices)
        let last = all.count - 1
        switch visibility?.wrappedValue.kind ?? .automatic {
        case .detailOnly: return [last]
        case .doubleColumn: return Array(all.suffix(2))
        case .all: return all
        case .automatic:
            let roomy =
                width > NavigationSplitMetrics.wideWindow + NavigationSplitMetrics.sidebarWidth * CGFloat(last - 1)
            return roomy ? all : Array(all.suffix(2))
        }
    }

    private func columns(in width: CGFloat) -> some View {
        let shown = shownColumns(in: width)
        let last = roots.count - 1
        return HStack(spacing: 0) {
            ForEach(shown, id: \.self) { index in
                column(index, isLast: index == last)
                if index != last { NavigationColumnDivider() }
            }
        }
    }

    /// One column: a stack of its own, started again whenever the column before it chooses anew.
    private func column(_ index: Int, isLast: Bool) -> some View {
        NavigationStack(column: root(of: index), target: isLast ? nil : target(after: index))
            // An iPad's sidebar rows have no chevron: their links do not push.
            .environment(\.linksShowInNextColumn, !isLast)
            .id(chosen[index]?.id ?? 0)
            .onPreferenceChange(NavigationColumnWidthKey.self) { widths[index] = $0 }
            .frame(width: isLast ? nil : widths[index] ?? NavigationSplitMetrics.sidebarWidth)
            .frame(maxWidth: isLast ? .infinity : nil)
    }

    /// Shows a destination in the column after `index`, and the roots again in the columns after that.
    private func target(after index: Int) -> NavigationColumnTarget {
        let chosen = $chosen
        let nextID = $nextID
        let count = roots.count
        return NavigationColumnTarget { view in
            var choices = chosen.wrappedValue
            choices[index + 1] = NavigationColumnChoice(id: nextID.wrappedValue, view: view)
            for later in (index + 2)..<max(index + 2, count) { choices[later] = nil }
            nextID.wrappedValue += 1
            chosen.wrappedValue = choices
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A sidebar and a detail column; `columnVisibility` says which columns show in a wide window.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
    }
}

extension NavigationSplitView {
    /// A sidebar, a content column and a detail column.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns; `columnVisibility` says which show in a wide window.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
    }

    init(visibility: Binding<NavigationSplitViewVisibility>?, sidebar: Sidebar, content: Content?, detail: Detail) {
        self.visibility = visibility
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    /// As wide a layout as the window allows.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The last two columns (content and detail; sidebar and detail in a two-column view).
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// How a split view sizes its detail column beside the others, as SwiftUI's split view styles. Finch
/// lays out every style as `.balanced`: the columns share the width.
public struct NavigationSplitViewStyle: Sendable {
    public static let automatic = NavigationSplitViewStyle()
    public static let balanced = NavigationSplitViewStyle()
    public static let prominentDetail = NavigationSplitViewStyle()
}

extension View {
    /// The split view style (every style lays out as `.balanced` in Finch).
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View { self }

    /// The width of the split view column this view is the root of (the detail column takes the rest).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: NavigationColumnWidthKey.self, value: width)
    }

    /// The width of the split view column this view is the root of: `ideal`, within `min`…`max`.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        let low = min ?? ideal
        let high = max ?? ideal
        return navigationSplitViewColumnWidth(Swift.min(Swift.max(ideal, low), high))
    }
}

/// A column's destination, chosen by a link in the column before it.
struct NavigationColumnChoice {
    let id: Int
    let view: AnyView
}

/// Where a column's links show their destinations: the next column.
@MainActor
struct NavigationColumnTarget {
    let show: (AnyView) -> Void
}

struct NavigationColumnWidthKey: PreferenceKey {
    static let defaultValue = NavigationSplitMetrics.sidebarWidth

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

private struct LinksShowInNextColumnKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// In a split view's column whose links fill the next column (their rows show no chevron).
    var linksShowInNextColumn: Bool {
        get { self[LinksShowInNextColumnKey.self] }
        set { self[LinksShowInNextColumnKey.self] = newValue }
    }
}

/// The hairline between two columns.
struct NavigationColumnDivider: View {
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        Rectangle().fill(ListMetrics.separator).frame(width: 1 / max(displayScale, 1))
    }
}

/// The split view's numbers (iPad's sidebar width, as the open-source iOS look-alike kits give it).
enum NavigationSplitMetrics {
    /// Wider than this, the columns stand side by side (the "about 700 pt").
    static let wideWindow: CGFloat = 700
    /// A sidebar's width (iPad's, ~).
    static let sidebarWidth: CGFloat = 320
}
