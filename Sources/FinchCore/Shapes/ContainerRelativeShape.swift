import Foundation

/// The shape of the container the view is in, inset to the view's frame, as SwiftUI's
/// `ContainerRelativeShape`. On iOS only widgets and a few system containers give a shape; no Finch
/// container does, so this is the rectangle SwiftUI falls back to outside one
/// (`ContainerRelativeShapeTests` pins it).
public struct ContainerRelativeShape: InsettableShape {
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<ContainerRelativeShape> {
        _Inset(base: self, amount: amount)
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// `.containerRelative`, as iOS 17's shorthand.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
