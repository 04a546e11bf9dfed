import Foundation

/// A 4×5 colour matrix, as SVG's `feColorMatrix`: each output component is a weighted sum of the input's
/// un-premultiplied red, green, blue and alpha plus an offset, all in 0...1.
///
/// SwiftUI's colour modifiers (`grayscale`, `hueRotation`, `saturation`, `brightness`, `contrast`,
/// `colorInvert`, `colorMultiply`, `luminanceToAlpha`) are each one of these; Apple documents them as the
/// SVG and CSS filter primitives. Finch applies them to sRGB-encoded components (not linear light): SwiftUI's
/// choice is not documented, and it is what CSS shorthand filters do in browsers (pinned by `ColorMatrixTests`).
public struct ColorMatrix: Hashable, Sendable {
    /// One output component: `red × r + green × g + blue × b + alpha × a + offset`.
    public struct Row: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double
        public var offset: Double

        public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double, _ offset: Double = 0) {
            (self.red, self.green, self.blue, self.alpha, self.offset) = (red, green, blue, alpha, offset)
        }

        func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Double {
            red * r + green * g + blue * b + alpha * a + offset
        }

        /// Whether every input in 0...1 gives an output in 0...1 (the lowest output takes the negative
        /// weights at 1, the highest the positive ones).
        var staysInUnitRange: Bool {
            let low = offset + min(red, 0) + min(green, 0) + min(blue, 0) + min(alpha, 0)
            let high = offset + max(red, 0) + max(green, 0) + max(blue, 0) + max(alpha, 0)
            return low >= -1e-9 && high <= 1 + 1e-9
        }
    }

    public var red: Row
    public var green: Row
    public var blue: Row
    public var alpha: Row

    public init(red: Row, green: Row, blue: Row, alpha: Row) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public static let identity = ColorMatrix(
        red: Row(1, 0, 0, 0), green: Row(0, 1, 0, 0), blue: Row(0, 0, 1, 0), alpha: Row(0, 0, 0, 1))

    /// The matrix applied to un-premultiplied components, the result clamped to 0...1 (as each SVG filter
    /// primitive's result is).
    public func apply(_ color: RGBA) -> RGBA {
        let (r, g, b, a) = (color.red, color.green, color.blue, color.opacity)
        return RGBA(
            red: red.apply(r, g, b, a), green: green.apply(r, g, b, a), blue: blue.apply(r, g, b, a),
            opacity: alpha.apply(r, g, b, a))
    }

    /// This matrix, then `next`: one matrix doing both (no clamping in between).
    public func followed(by next: ColorMatrix) -> ColorMatrix {
        func row(_ row: Row) -> Row {
            Row(
                row.red * red.red + row.green * green.red + row.blue * blue.red + row.alpha * alpha.red,
                row.red * red.green + row.green * green.green + row.blue * blue.green + row.alpha * alpha.green,
                row.red * red.blue + row.green * green.blue + row.blue * blue.blue + row.alpha * alpha.blue,
                row.red * red.alpha + row.green * green.alpha + row.blue * blue.alpha + row.alpha * alpha.alpha,
                row.red * red.offset + row.green * green.offset + row.blue * blue.offset + row.alpha * alpha.offset
                    + row.offset)
        }
        return ColorMatrix(red: row(next.red), green: row(next.green), blue: row(next.blue), alpha: row(next.alpha))
    }

    /// Whether clamping this matrix's output could change anything: false when every input in 0...1 maps
    /// inside 0...1, so it can be merged with the matrix after it.
    public var staysInUnitRange: Bool {
        red.staysInUnitRange && green.staysInUnitRange && blue.staysInUnitRange && alpha.staysInUnitRange
    }
}

extension ColorMatrix {
    /// Rec. 709 luma weights, the ones SVG's `saturate` and `luminanceToAlpha` round to three places.
    static let luma = (red: 0.2126, green: 0.7152, blue: 0.0722)

    /// SVG `saturate(s)`: 0 is grey (luma), 1 unchanged, above 1 more saturated.
    public static func saturation(_ s: Double) -> ColorMatrix {
        let (lr, lg, lb) = luma
        return ColorMatrix(
            red: Row(lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0),
            green: Row(lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0),
            blue: Row(lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0),
            alpha: Row(0, 0, 0, 1))
    }

    /// SwiftUI's `grayscale(amount)`: `saturate(1 − amount)`, so 1 is fully grey.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - amount)
    }

    /// SVG `hueRotate`: turns hues about the grey axis, keeping luma (a positive angle takes red towards
    /// yellow and green). The sine weights of the middle row are the SVG specification's constants.
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (lr, lg, lb) = luma
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        return ColorMatrix(
            red: Row(lr + c * (1 - lr) - s * lr, lg - c * lg - s * lg, lb - c * lb + s * (1 - lb), 0),
            green: Row(lr - c * lr + s * 0.143, lg + c * (1 - lg) + s * 0.140, lb - c * lb - s * 0.283, 0),
            blue: Row(lr - c * lr - s * (1 - lr), lg - c * lg + s * lg, lb + c * (1 - lb) + s * lb, 0),
            alpha: Row(0, 0, 0, 1))
    }

    /// SwiftUI's `brightness(amount)`: `amount` added to red, green and blue (CIColorControls' brightness,
    /// not SVG's multiplying one).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(
            red: Row(1, 0, 0, 0, amount), green: Row(0, 1, 0, 0, amount), blue: Row(0, 0, 1, 0, amount),
            alpha: Row(0, 0, 0, 1))
    }

    /// SwiftUI's `contrast(amount)`: components scaled about mid grey, so 0 is grey 0.5 and a negative
    /// amount inverts as well.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 - 0.5 * amount
        return ColorMatrix(
            red: Row(amount, 0, 0, 0, offset), green: Row(0, amount, 0, 0, offset),
            blue: Row(0, 0, amount, 0, offset), alpha: Row(0, 0, 0, 1))
    }

    /// SwiftUI's `colorInvert()`: each of red, green and blue becomes 1 − itself.
    public static let colorInvert = ColorMatrix(
        red: Row(-1, 0, 0, 0, 1), green: Row(0, -1, 0, 0, 1), blue: Row(0, 0, -1, 0, 1), alpha: Row(0, 0, 0, 1))

    /// SwiftUI's `colorMultiply(color)`: every component, alpha too, multiplied by the colour's.
    public static func colorMultiply(_ color: RGBA) -> ColorMatrix {
        ColorMatrix(
            red: Row(color.red, 0, 0, 0), green: Row(0, color.green, 0, 0), blue: Row(0, 0, color.blue, 0),
            alpha: Row(0, 0, 0, color.opacity))
    }

    /// SVG `luminanceToAlpha`: black, as opaque as the colour's luminance (SVG's weights).
    public static let luminanceToAlpha = ColorMatrix(
        red: Row(0, 0, 0, 0), green: Row(0, 0, 0, 0), blue: Row(0, 0, 0, 0),
        alpha: Row(0.2125, 0.7154, 0.0721, 0))
}
