import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS and SwiftUI define `timingCurve`.
///
/// The curve maps the fraction of time elapsed to the fraction of the distance covered: for a time fraction `s`
/// it solves x(t) = s for the curve parameter t and returns y(t).
struct TimingCurve: Hashable, Sendable {
    let c0x: Double
    let c0y: Double
    let c1x: Double
    let c1y: Double

    /// Creates a curve with control points (c0x, c0y) and (c1x, c1y).
    ///
    /// The x coordinates are clamped to 0...1 so that x(t) is monotonic and every time has one value; a
    /// non-finite coordinate is replaced by the linear curve's (0, 0, 1, 1), so no input yields NaN.
    init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        self.c0x = Self.finite(c0x, or: 0).clamped(to: 0...1)
        self.c0y = Self.finite(c0y, or: 0)
        self.c1x = Self.finite(c1x, or: 1).clamped(to: 0...1)
        self.c1y = Self.finite(c1y, or: 1)
    }

    static let linear = TimingCurve(0, 0, 1, 1)
    static let easeIn = TimingCurve(0.42, 0, 1, 1)
    static let easeOut = TimingCurve(0, 0, 0.58, 1)
    static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The fraction of the distance covered when `fraction` of the time has passed (clamped to 0...1).
    ///
    /// - Complexity: at most 8 Newton steps, else about 40 bisection steps.
    func value(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        // A curve whose control points lie on the diagonal is the identity; return it exactly.
        if c0x == c0y && c1x == c1y { return fraction }
        return Self.bezier(parameter(forX: fraction), c0y, c1y)
    }

    /// The curve's slope dy/dx at `fraction`, by a central difference (one-sided at the ends).
    func slope(at fraction: Double) -> Double {
        let step = 1e-5
        let lower = max(0, fraction - step)
        let upper = min(1, fraction + step)
        return (value(at: upper) - value(at: lower)) / (upper - lower)
    }

    /// The curve parameter t with x(t) = `x`, to within 1e-12 in x.
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, c0x, c1x) - x
            if abs(error) < tolerance { return t }
            let derivative = Self.bezierDerivative(t, c0x, c1x)
            if abs(derivative) < 1e-12 { break }
            t -= error / derivative
            if !(0...1).contains(t) { break }
        }
        // Newton failed (flat spot or overshoot): bisection always converges because x(t) is monotonic.
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            t = (low + high) / 2
            let value = Self.bezier(t, c0x, c1x)
            if abs(value - x) < tolerance { break }
            if value < x { low = t } else { high = t }
        }
        return t
    }

    /// One coordinate of the Bézier with end points 0 and 1: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func bezierDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private static func finite(_ value: Double, or fallback: Double) -> Double {
        value.isFinite ? value : fallback
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
