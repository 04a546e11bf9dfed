import Foundation

/// The picture of a dragged view: its display list in its own points (origin top-leading), its size, and
/// where the pointer holds it (in the same points). The graph draws it under the pointer during an
/// in-window drag; a host that carries the drag makes its drag icon from it.
public struct DragPreview: Hashable, Sendable {
    public var displayList: DisplayList
    public var size: CGSize
    public var hotSpot: CGPoint

    public init(displayList: DisplayList, size: CGSize, hotSpot: CGPoint) {
        self.displayList = displayList
        self.size = size
        self.hotSpot = hotSpot
    }
}
