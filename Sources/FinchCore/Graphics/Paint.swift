import Foundation

/// A colour at a position along a gradient (0...1).
public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double

    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}

/// How a resolved shape is painted, in the coordinates of the item that uses it.
public enum Paint: Hashable, Sendable {
    case color(RGBA)
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A conic sweep from `startAngle` to `endAngle`, clockwise on screen, about `center`.
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Angle, endAngle: Angle)
    /// Ellipses about `center` whose radii are `radii` × the fraction, from `startFraction` to `endFraction`.
    case ellipticalGradient(
        stops: [GradientStop], center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat)
    /// What is drawn behind the shape, blurred and tinted (a material).
    case backdrop(BackdropMaterial)

    /// True when painting draws nothing at all.
    var isInvisible: Bool {
        switch self {
        case .color(let color): return color.opacity == 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _):
            return stops.allSatisfy { $0.color.opacity == 0 }
        case .backdrop: return false
        }
    }
}

extension Paint {
    /// The gradient's stops, or nil for a colour or a material.
    var gradientStops: [GradientStop]? {
        switch self {
        case .color, .backdrop: return nil
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _):
            return stops
        }
    }
}

/// Line end shape for strokes, as Core Graphics names it.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// Line corner shape for strokes, as Core Graphics names it.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// How a shape's outline is stroked.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1,
        lineCap: CGLineCap = .butt,
        lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10,
        dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A blurred, tinted, offset copy of content's coverage drawn beneath it.
public struct Shadow: Hashable, Sendable {
    public var color: RGBA
    /// SwiftUI's blur radius; the renderer uses a Gaussian of standard deviation radius / 2.
    public var radius: CGFloat
    public var offset: CGSize

    public init(color: RGBA, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
