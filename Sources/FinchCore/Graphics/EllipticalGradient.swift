import Foundation

/// A gradient in ellipses that fit the shape's frame, as SwiftUI's `EllipticalGradient`: the radii are
/// fractions of the frame's width and height, so 0.5 reaches the middle of each edge from the centre.
public struct EllipticalGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .ellipticalGradient(
            stops: gradient.resolved(in: environment),
            center: center.point(in: bounds),
            radii: bounds.size,
            startFraction: startRadiusFraction.isFinite ? startRadiusFraction : 0,
            endFraction: endRadiusFraction.isFinite ? endRadiusFraction : 0.5)
    }
}

extension EllipticalGradient: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        _ShapeView(shape: Rectangle(), style: self).makeNodes(in: inputs)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// `.ellipticalGradient(gradient, …)`, as SwiftUI's static member.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// `.ellipticalGradient(colors: […], …)`.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// `.ellipticalGradient(stops: […], …)`.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
