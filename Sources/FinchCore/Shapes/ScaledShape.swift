import Foundation

/// A shape scaled about a point of its frame, as `Shape.scale(x:y:anchor:)`; the scale animates.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public nonisolated init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.width, scale.height)) }
        set {
            shape.animatableData = newValue.first
            scale = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        let x = scale.width.isFinite ? scale.width : 1
        let y = scale.height.isFinite ? scale.height : 1
        return shape.path(in: rect).applying(.about(anchor.point(in: rect), .scale(x: x, y: y)))
    }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// This shape scaled by `x` and `y` about `anchor`.
    public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor`.
    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
}
