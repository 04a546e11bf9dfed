import Foundation

/// A list of numbers interpolated element by element (frames, colours, effect parameters).
///
/// Lists of different lengths do not interpolate: the result takes the right-hand list, so a
/// gradient gaining a stop jumps rather than crashes.
struct AnimatableVector: VectorArithmetic, Sendable {
    var values: [Double]

    init(_ values: [Double]) {
        self.values = values
    }

    static var zero: AnimatableVector { AnimatableVector([]) }

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, +)
    }

    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, -)
    }

    private static func combine(
        _ lhs: AnimatableVector, _ rhs: AnimatableVector, _ operation: (Double, Double) -> Double
    ) -> AnimatableVector {
        if lhs.values.isEmpty { return AnimatableVector(rhs.values.map { operation(0, $0) }) }
        if rhs.values.isEmpty { return lhs }
        guard lhs.values.count == rhs.values.count else { return rhs }
        return AnimatableVector(zip(lhs.values, rhs.values).map(operation))
    }

    mutating func scale(by rhs: Double) {
        for index in values.indices { values[index] *= rhs }
    }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}

extension CGRect {
    var animatableVector: AnimatableVector {
        AnimatableVector([Double(minX), Double(minY), Double(width), Double(height)])
    }

    init(_ vector: AnimatableVector) {
        let v = vector.values.count == 4 ? vector.values : [0, 0, 0, 0]
        self.init(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
    }
}

extension RGBA {
    /// Linear-light components plus opacity, the space SwiftUI interpolates colours in.
    var linearComponents: [Double] {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return [linear(red), linear(green), linear(blue), opacity]
    }

    init(linearComponents c: ArraySlice<Double>) {
        let v = Array(c)
        func encode(_ x: Double) -> Double {
            let value = min(max(x, 0), 1)
            return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
        }
        guard v.count == 4 else {
            self = .clear
            return
        }
        self.init(red: encode(v[0]), green: encode(v[1]), blue: encode(v[2]), opacity: v[3])
    }
}

extension Paint {
    /// The colours of the paint as one vector (for animating colour and gradient changes).
    var colorVector: AnimatableVector {
        switch self {
        case .color(let color): return AnimatableVector(color.linearComponents)
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _):
            return AnimatableVector(stops.flatMap(\.color.linearComponents))
        case .backdrop(let material): return AnimatableVector(material.tint.linearComponents)
        }
    }

    /// This paint with its colours replaced by `vector` (when the count matches).
    func withColors(_ vector: AnimatableVector) -> Paint {
        let values = vector.values
        func color(_ index: Int) -> RGBA { RGBA(linearComponents: values[(index * 4)..<(index * 4 + 4)]) }
        func stops(_ old: [GradientStop]) -> [GradientStop] {
            guard values.count == old.count * 4 else { return old }
            return old.enumerated().map { GradientStop(color: color($0.offset), location: $0.element.location) }
        }
        switch self {
        case .color:
            return values.count == 4 ? .color(color(0)) : self
        case .linearGradient(let old, let start, let end):
            return .linearGradient(stops: stops(old), start: start, end: end)
        case .radialGradient(let old, let center, let r0, let r1):
            return .radialGradient(stops: stops(old), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let old, let center, let a0, let a1):
            return .angularGradient(stops: stops(old), center: center, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let old, let center, let radii, let f0, let f1):
            return .ellipticalGradient(
                stops: stops(old), center: center, radii: radii, startFraction: f0, endFraction: f1)
        case .backdrop(var material):
            guard values.count == 4 else { return self }
            material.tint = color(0)
            return .backdrop(material)
        }
    }
}
