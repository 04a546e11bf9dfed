import Foundation

/// A shape turned about a point of its frame, as `Shape.rotation(_:anchor:)`; the angle animates.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public nonisolated init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, Double> {
        get { AnimatablePair(shape.animatableData, angle.radians) }
        set {
            shape.animatableData = newValue.first
            angle = .radians(newValue.second)
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        let radians = angle.radians.isFinite ? angle.radians : 0
        return shape.path(in: rect).applying(.about(anchor.point(in: rect), .rotation(.radians(radians))))
    }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public nonisolated func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension Shape {
    /// This shape turned by `angle` (clockwise on screen) about `anchor`.
    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
