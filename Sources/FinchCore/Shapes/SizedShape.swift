import Foundation

/// A shape that makes its path in a rectangle of a fixed size at its frame's origin, as
/// `Shape.size(width:height:)`; the view's layout still takes the proposal as before.
public struct _SizedShape<Base: Shape>: Shape {
    public var shape: Base
    public var size: CGSize

    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(size.width, size.height)) }
        set {
            shape.animatableData = newValue.first
            size = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        let width = size.width.isFinite ? max(size.width, 0) : rect.width
        let height = size.height.isFinite ? max(size.height, 0) : rect.height
        return shape.path(in: CGRect(x: rect.minX, y: rect.minY, width: width, height: height))
    }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// This shape made in a `size` rectangle at the frame's top-leading corner.
    public nonisolated func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

    /// This shape made in a `width` × `height` rectangle at the frame's top-leading corner.
    public nonisolated func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}
