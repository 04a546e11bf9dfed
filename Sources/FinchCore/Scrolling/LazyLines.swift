import Foundation

/// How a lazy container groups the elements of its view list into the lines it builds, measures and
/// places along its axis: a lazy stack's line is one element; a lazy grid's line is a row (of a
/// `LazyVGrid`) or column (of a `LazyHGrid`) of as many elements as its items make tracks across.
@MainActor
enum LazyLines {
    case elements
    case grid(LazyGridLayout)

    /// How many elements a line holds when the container is offered `crossOffer` across.
    func elementsPerLine(crossOffer: CGFloat?) -> Int {
        switch self {
        case .elements: return 1
        case .grid(let layout): return max(1, layout.tracks(across: crossOffer).count)
        }
    }

    /// The node of a line made of `cells` (one node per element), reusing `existing` where it can.
    func line(of cells: [LayoutNode], reusing existing: LayoutNode?, displayScale: CGFloat) -> LayoutNode? {
        switch self {
        case .elements:
            return cells.first
        case .grid(let layout):
            if let container = existing as? LayoutContainerNode<LazyGridLayout> {
                container.update(layout: layout, children: cells)
                return container
            }
            return LayoutContainerNode(layout: layout, children: cells, displayScale: displayScale)
        }
    }
}
