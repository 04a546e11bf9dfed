import Foundation

/// A container of rows and columns laid out at once: put `GridRow`s in it, one per row; a view put
/// in it directly is a row of its own that spans every column (a `Divider` between rows, with
/// `gridCellUnsizedAxes(.horizontal)` so it does not widen the grid).
///
/// Each column is as wide as its widest cell and each row as tall as its tallest; cells sit in their
/// cell space by the grid's `alignment`, overridden by a row's alignment, `gridColumnAlignment` and
/// `gridCellAnchor`.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A grid whose cells sit by `alignment`, with gaps of `horizontalSpacing` between columns and
    /// `verticalSpacing` between rows (nil: 8 pt).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.layout = GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}
