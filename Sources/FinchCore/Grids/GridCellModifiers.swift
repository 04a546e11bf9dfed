import Foundation

/// How many columns a `Grid` cell spans (`gridCellColumns`).
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// The axes along which a `Grid` cell takes the grid's size instead of contributing its own.
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

/// Where a `Grid` cell sits in its cell space, overriding the row's and column's alignment.
struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

/// The horizontal alignment of every cell of a `Grid` column, set on one cell of it.
struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

extension View {
    /// Makes this `Grid` cell span `count` columns (at least one).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Makes this `Grid` cell take the grid's size along `axes` instead of asking for its own, as a
    /// `Divider` between rows should: it then neither widens nor heightens the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }

    /// Places this `Grid` cell by `anchor` in its cell space, whatever its row and column say.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Aligns every cell of this cell's `Grid` column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }
}
