import Foundation

/// Whether the frame a renderer paints may approximate what moves, and where it did.
///
/// While a gesture runs or something animates (`FrameHost.isInMotion`), a text scaled a little more each
/// frame would be rasterised again every frame; `RetainedSurface` turns approximation on for such frames,
/// and the renderer then draws scaled text from a raster made at a nearby scale (`MotionScale`),
/// recording the device pixels it painted so. The first frame painted without motion repaints them
/// exactly, so what a still window shows is the same as if it had never moved.
final class MotionPainting {
    /// True while the frame being painted may approximate.
    var isActive = false
    /// The device pixels painted approximately since the last `takeApproximated()`.
    private(set) var approximated: CGRect?
    /// How many draws were approximated, for tests.
    private(set) var approximations = 0

    /// Notes that `rect` (device pixels) was painted approximately.
    func record(_ rect: CGRect) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
            rect.maxY.isFinite
        else { return }
        approximations += 1
        approximated = approximated.map { $0.union(rect) } ?? rect
    }

    /// The area recorded since the last call, forgotten.
    func takeApproximated() -> CGRect? {
        defer { approximated = nil }
        return approximated
    }
}
