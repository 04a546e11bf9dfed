import Foundation

/// Something a shape can be filled or stroked with: a colour, a gradient, the foreground style.
public protocol ShapeStyle: Sendable {
    /// Turns the style into concrete paint for a shape whose frame is `bounds`.
    func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint
}

extension Color: ShapeStyle {
    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .color(resolve(in: environment))
    }
}

/// The current foreground style (set by `foregroundColor`/`foregroundStyle`), primary by default.
public struct ForegroundStyle: ShapeStyle {
    public init() {}

    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        guard let style = environment.foregroundStyle else { return .color(Color.primary.resolve(in: environment)) }
        return style._resolvePaint(in: bounds, environment: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// `.primary` to `.quinary` as shape styles are levels of the foreground (`HierarchicalShapeStyle`), as in
/// SwiftUI; `Color.primary` and `Color.secondary` are the fixed label colours.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self.base = erased.base
        } else {
            self.base = style
        }
    }

    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base._resolvePaint(in: bounds, environment: environment)
    }
}

extension AnyShapeStyle: GraphComparable {
    /// The wrapped styles, compared as what they are.
    func isGraphEqual(to other: Self) -> Bool {
        return ValueEquality.areEqual(existential: base, other.base)
    }
}

/// The opacity-adjusted form of a style, from `style.opacity(_:)`.
struct OpacityShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    let opacity: Double

    func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base._resolvePaint(in: bounds, environment: environment).multiplyingOpacity(by: opacity)
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}

extension Paint {
    func multiplyingOpacity(by factor: Double) -> Paint {
        func scaled(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) }
        }
        switch self {
        case .color(let color): return .color(color.multiplyingOpacity(by: factor))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: scaled(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(stops: scaled(stops), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(stops: scaled(stops), center: center, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let stops, let center, let radii, let f0, let f1):
            return .ellipticalGradient(
                stops: scaled(stops), center: center, radii: radii, startFraction: f0, endFraction: f1)
        case .backdrop(var material):
            material.tint = material.tint.multiplyingOpacity(by: factor)
            return .backdrop(material)
        }
    }
}
