import Foundation

/// A shape drawn through an affine transform of its frame's space, as `Shape.transform(_:)`.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public nonisolated init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform.transform2D)
    }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// This shape with every point mapped by `transform`.
    public nonisolated func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
