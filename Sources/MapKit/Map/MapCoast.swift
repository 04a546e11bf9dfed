import Foundation

/// A released drag's glide, kept so a touch during it can stop the map where it is shown.
///
/// The glide is animated with `.timingCurve(0, 0, 0.58, 1)` (ease-out) over `duration`; `shown(after:)`
/// evaluates that same curve, since a view cannot ask the graph what an animation shows.
struct MapCoast: Equatable {
    static let duration = 0.5

    let from: MapViewport
    let to: MapViewport
    let start: Date

    /// What the map shows `elapsed` seconds into the glide.
    func shown(after elapsed: Double) -> MapViewport {
        let progress = Self.easeOut(min(1, max(0, elapsed / Self.duration)))
        return MapViewport(
            centerX: from.centerX + (to.centerX - from.centerX) * progress,
            centerY: from.centerY + (to.centerY - from.centerY) * progress,
            zoom: from.zoom + (to.zoom - from.zoom) * progress)
    }

    /// The cubic Bézier (0, 0), (0, 0), (0.58, 1), (1, 1) at time fraction `x`: the parameter is found
    /// by bisection (x grows with it), then the curve's y there.
    static func easeOut(_ x: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(middle, 0, 0.58) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, 0, 1)
    }
}
