import Foundation

/// A Gaussian blur of a display group's drawing (`.blur(radius:opaque:)`).
public struct GroupBlur: Hashable, Sendable {
    /// SwiftUI's radius, in points. The Gaussian's standard deviation is half of it, as for Finch's shadows
    /// (SwiftUI does not say how its radius maps to the Gaussian; Finch's choice, pinned by `BlurTests`).
    public var radius: CGFloat
    /// True keeps the blur inside the group's bounds with edges that do not fade (the pixels at the edge
    /// repeat); false lets it spread past them, fading to transparent.
    public var opaque: Bool

    public init(radius: CGFloat, opaque: Bool) {
        self.radius = radius.isFinite ? max(0, radius) : 0
        self.opaque = opaque
    }

    /// How far past the group's bounds the blur paints, in points (two radii: past three standard
    /// deviations a Gaussian adds nothing visible).
    public var reach: CGFloat { opaque ? 0 : radius * 2 }
}
