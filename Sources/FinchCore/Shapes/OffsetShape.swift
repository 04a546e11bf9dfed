import Foundation

/// A shape moved within its frame, as `Shape.offset(_:)`; unlike a view's offset it stays a shape, so it
/// can still be filled or stroked. The offset animates.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public nonisolated init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(offset.width, offset.height)) }
        set {
            shape.animatableData = newValue.first
            offset = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        let dx = offset.width.isFinite ? offset.width : 0
        let dy = offset.height.isFinite ? offset.height : 0
        return shape.path(in: rect).offsetBy(dx: dx, dy: dy)
    }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public nonisolated func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension Shape {
    /// This shape moved by `offset` inside its frame.
    public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `x` and `y` inside its frame.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape moved by `offset` inside its frame.
    public nonisolated func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
}
