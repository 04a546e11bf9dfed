import Foundation

/// SwiftUI's colour adjustments: each recolours the rendered pixels of the whole view (its subtree
/// composited first), through a colour matrix (`ColorMatrix`), with no effect on layout or hit testing.
/// Their amounts animate.
extension View {
    /// Removes colour: 0 leaves the view as it is, 1 shows it in greys of the same luma.
    public func grayscale(_ amount: Double) -> some View {
        colorMatrixEffect(amount, neutral: 0, key: "grayscale") { .grayscale($0) }
    }

    /// Turns every hue by `angle` about the grey axis (luma kept).
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrixEffect(angle.radians, neutral: 0, key: "hueRotation") { .hueRotation(.radians($0)) }
    }

    /// Scales colourfulness: 0 is grey, 1 unchanged, above 1 more vivid.
    public func saturation(_ amount: Double) -> some View {
        colorMatrixEffect(amount, neutral: 1, key: "saturation") { .saturation($0) }
    }

    /// Adds `amount` (−1…1; 1 is white) to red, green and blue.
    public func brightness(_ amount: Double) -> some View {
        colorMatrixEffect(amount, neutral: 0, key: "brightness") { .brightness($0) }
    }

    /// Scales the distance of each component from mid grey: 0 is grey, 1 unchanged, negative inverts too.
    public func contrast(_ amount: Double) -> some View {
        colorMatrixEffect(amount, neutral: 1, key: "contrast") { .contrast($0) }
    }

    /// Shows each colour as its complement (1 − each of red, green, blue); white becomes black.
    public func colorInvert() -> some View {
        effect("colorInvert") { _ in RenderEffect(colorFilter: ColorFilter(.colorInvert)) }
    }

    /// A mask from brightness: black, as opaque as each pixel's luminance.
    public func luminanceToAlpha() -> some View {
        effect("luminanceToAlpha") { _ in RenderEffect(colorFilter: ColorFilter(.luminanceToAlpha)) }
    }

    /// Multiplies every component of the view's pixels, opacity too, by `color`'s.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorMultiplyModifier(color: color))
    }

    /// An animatable colour-matrix effect; a value that is not finite counts as `neutral` (no change).
    /// A matrix that changes nothing draws the view as it is, without an offscreen pass.
    private func colorMatrixEffect(
        _ value: Double, neutral: Double, key: String, _ matrix: @escaping @MainActor (Double) -> ColorMatrix
    ) -> ModifiedContent<Self, _AnimatableEffect<Double>> {
        animatableEffect(value.isFinite ? value : neutral, key: key) { value, _ in
            let made = matrix(value)
            return RenderEffect(colorFilter: made == .identity ? nil : ColorFilter(made))
        }
    }
}
