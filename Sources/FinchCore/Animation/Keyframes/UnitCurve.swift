import Foundation

/// A curve from (0, 0) to (1, 1) that eases a keyframe's progress, as SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
    let curve: TimingCurve

    public static let linear = UnitCurve(curve: .linear)
    public static let easeIn = UnitCurve(curve: .easeIn)
    public static let easeOut = UnitCurve(curve: .easeOut)
    public static let easeInOut = UnitCurve(curve: .easeInOut)

    /// A cubic Bézier curve with the given control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            curve: TimingCurve(
                Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x),
                Double(endControlPoint.y)))
    }

    /// The eased progress at `progress` (0...1).
    public func value(at progress: Double) -> Double {
        curve.value(at: min(max(progress, 0), 1))
    }
}
