import Foundation

/// A type-erased shape, as SwiftUI's `AnyShape` (iOS 16): `isCircle ? AnyShape(Circle()) : AnyShape(Rectangle())`.
/// Its outline and size are the wrapped shape's; its data does not animate (a change of shape is a new path).
public struct AnyShape: Shape {
    private let base: any Shape

    public nonisolated init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
