import Foundation

// SwiftUI's static gradient members (iOS 15, and iOS 16's `AnyGradient` forms), so `.fill(.linearGradient(
// colors: […], startPoint: .top, endPoint: .bottom))` and `.foregroundStyle(.radialGradient(…))` build as
// written for an iPhone. Each makes the gradient type of the same name; an `AnyGradient` (`Color.blue.gradient`)
// keeps following its colour's light or dark value, drawn along the geometry given (declared, as SwiftUI's,
// beside the gradient type's own members, so the implicit member `.linearGradient(…)` finds them).

extension ShapeStyle where Self == LinearGradient {
    /// `.linearGradient(gradient, startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// `.linearGradient(colors: […], startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// `.linearGradient(stops: […], startPoint:endPoint:)`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// `.linearGradient(Color.blue.gradient, startPoint:endPoint:)` (iOS 16).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> some ShapeStyle
    {
        DirectedAnyGradient(gradient: gradient, geometry: .linear(start: startPoint, end: endPoint))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// `.radialGradient(gradient, center:startRadius:endRadius:)` (radii in points).
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `.radialGradient(colors: […], center:startRadius:endRadius:)`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `.radialGradient(stops: […], center:startRadius:endRadius:)`.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `.radialGradient(Color.blue.gradient, center:startRadius:endRadius:)` (iOS 16).
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> some ShapeStyle {
        DirectedAnyGradient(
            gradient: gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// `.angularGradient(gradient, center:startAngle:endAngle:)`.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `.angularGradient(colors: […], center:startAngle:endAngle:)`.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `.angularGradient(stops: […], center:startAngle:endAngle:)`.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `.conicGradient(gradient, center:angle:)`: one full turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// `.conicGradient(colors: […], center:angle:)`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// `.conicGradient(stops: […], center:angle:)`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// `.angularGradient(Color.blue.gradient, center:startAngle:endAngle:)` (iOS 16).
    public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
    ) -> some ShapeStyle {
        let end = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
        return DirectedAnyGradient(gradient: gradient, geometry: .angular(center: center, start: startAngle, end: end))
    }
}

/// An `AnyGradient` drawn along a line, in circles or around a point: its stops resolved in the
/// environment where it is drawn.
struct DirectedAnyGradient: ShapeStyle, Hashable {
    enum Geometry: Hashable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }

    let gradient: AnyGradient
    let geometry: Geometry

    func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let stops = gradient.resolvedStops(in: environment)
        switch geometry {
        case .linear(let start, let end):
            return .linearGradient(stops: stops, start: start.point(in: bounds), end: end.point(in: bounds))
        case .radial(let center, let startRadius, let endRadius):
            return .radialGradient(
                stops: stops, center: center.point(in: bounds), startRadius: startRadius, endRadius: endRadius)
        case .angular(let center, let start, let end):
            return .angularGradient(stops: stops, center: center.point(in: bounds), startAngle: start, endAngle: end)
        }
    }
}
