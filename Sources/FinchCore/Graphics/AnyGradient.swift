import Foundation

/// A gradient as a style of its own, as SwiftUI's `AnyGradient`: what `Color.gradient` gives, filled from
/// the top of the shape's frame to its bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    private enum Source: Hashable, Sendable {
        case gradient(Gradient)
        /// `Color.gradient`: made from the colour as it resolves (light or dark).
        case color(Color)
    }

    private let source: Source

    public init(_ gradient: Gradient) {
        source = .gradient(gradient)
    }

    init(standardFor color: Color) {
        source = .color(color)
    }

    /// How far towards white `Color.gradient` starts at the top. Apple gives no number; a fifth is Finch's.
    static let standardLightening = 0.2

    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .linearGradient(
            stops: resolvedStops(in: environment), start: UnitPoint.top.point(in: bounds),
            end: UnitPoint.bottom.point(in: bounds))
    }

    /// The gradient's stops in `environment` (a colour's gradient follows the colour's light or dark value).
    func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
        switch source {
        case .gradient(let gradient):
            return gradient.resolved(in: environment)
        case .color(let color):
            let bottom = color.resolve(in: environment)
            let lift = Self.standardLightening
            let top = RGBA(
                red: bottom.red + (1 - bottom.red) * lift, green: bottom.green + (1 - bottom.green) * lift,
                blue: bottom.blue + (1 - bottom.blue) * lift, opacity: bottom.opacity)
            return [GradientStop(color: top, location: 0), GradientStop(color: bottom, location: 1)]
        }
    }
}

extension Color {
    /// A gentle gradient made from this colour, as SwiftUI's `Color.gradient` (iOS 16): from the colour
    /// lightened at the top (`AnyGradient.standardLightening`) to the colour itself at the bottom.
    public var gradient: AnyGradient { AnyGradient(standardFor: self) }
}

extension Gradient: ShapeStyle {
    /// A gradient used as a style fills from the top of the shape to its bottom, as SwiftUI's (iOS 16).
    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        AnyGradient(self)._resolvePaint(in: bounds, environment: environment)
    }
}
