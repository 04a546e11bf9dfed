import Foundation

/// The scales a picture is rasterised at while what holds it moves (a pinch, a zoom animation): steps of
/// an eighth of an octave (`steps` per doubling), so a text scaled a little more each frame is drawn from
/// one raster for several frames instead of being laid out onto pixels again every frame.
///
/// A raster is made at the step at or above the scale drawn and shrunk by less than an eighth of an octave
/// when composited, which bilinear filtering does without visible loss; once the motion ends the picture
/// is painted exactly again (`RetainedSurface`).
enum MotionScale {
    static let steps = 8.0

    /// The step to rasterise at for `scale` device pixels per point, or nil when `scale` is a step itself
    /// (1 and 2 are: a still window's usual scales), not finite, or not positive: the exact path then
    /// costs no more than the approximate one.
    static func step(for scale: Double) -> Double? {
        guard scale.isFinite, scale > 0 else { return nil }
        let exponent = log2(scale) * steps
        let rounded = exponent.rounded()
        if abs(exponent - rounded) < 1e-6 { return nil }
        let step = pow(2, exponent.rounded(.up) / steps)
        return step.isFinite && step > 0 ? step : nil
    }
}
