import Foundation

/// A material resolved for drawing: what lies behind the shape, blurred, then covered by a tint.
public struct BackdropMaterial: Hashable, Sendable {
    /// The blur's radius in points (the renderer approximates a Gaussian of standard deviation radius / 2).
    public var radius: CGFloat
    /// Drawn over the blurred backdrop.
    public var tint: RGBA

    public init(radius: CGFloat, tint: RGBA) {
        self.radius = radius
        self.tint = tint
    }
}
