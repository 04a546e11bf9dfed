import Foundation

/// A grid of cells in rows, its columns described by `GridItem`s, that grows vertically. Inside a
/// vertical `ScrollView` it builds only the rows near the visible part, through its content's view
/// list (`ForEach` elements one by one, other views one each); elsewhere it builds every cell.
///
/// Each row is as tall as its tallest cell; cells are offered their column's width and placed in
/// their cell by their item's alignment (centred by default).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let layout: LazyGridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of `columns`; `alignment` places the columns across the grid when they do not fill it,
    /// `spacing` is the gap between rows (nil: 8 pt). `pinnedViews` has no effect yet (Finch has no
    /// section headers in lazy containers).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.layout = LazyGridLayout(
            axis: .vertical, items: columns, alignment: .horizontal(alignment),
            lineSpacing: spacing ?? GridTracks.defaultSpacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs { layout.makeNodes(content, in: inputs) }
}
