import Foundation

// The compound and scaling operators SwiftUI's `Angle` has beside `+`, `-` and `*`: learners write
// `finalAmount += currentAmount` in a rotation gesture's `onEnded` and `.degrees(x) / 8` in a scroll effect.
extension Angle {
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    public static func * (lhs: Double, rhs: Angle) -> Angle { rhs * lhs }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
