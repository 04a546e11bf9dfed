import Foundation

/// A grid of cells in columns, its rows described by `GridItem`s, that grows horizontally. Inside a
/// horizontal `ScrollView` it builds only the columns near the visible part, through its content's
/// view list; elsewhere it builds every cell.
///
/// Each column is as wide as its widest cell; cells are offered their row's height and placed in
/// their cell by their item's alignment (centred by default).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let layout: LazyGridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of `rows`; `alignment` places the rows across the grid when they do not fill it,
    /// `spacing` is the gap between columns (nil: 8 pt). `pinnedViews` has no effect yet.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.layout = LazyGridLayout(
            axis: .horizontal, items: rows, alignment: .vertical(alignment),
            lineSpacing: spacing ?? GridTracks.defaultSpacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs { layout.makeNodes(content, in: inputs) }
}
