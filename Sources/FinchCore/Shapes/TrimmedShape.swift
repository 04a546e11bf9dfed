import Foundation

/// A shape cut to a stretch of its outline, as `Shape.trim(from:to:)`; the ends animate.
public struct _TrimmedShape<Base: Shape>: Shape {
    public var shape: Base
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// The stretch of the outline from `startFraction` to `endFraction` of its length (0…1).
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
