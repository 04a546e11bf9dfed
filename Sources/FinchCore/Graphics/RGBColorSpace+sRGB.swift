import Foundation

extension Color.RGBColorSpace {
    /// Components in this space as sRGB ones, the space Finch draws in, each clamped to 0…1 (what an sRGB
    /// surface can show of a wider colour).
    ///
    /// - `.sRGBLinear`: linear light, encoded with sRGB's transfer function (IEC 61966-2-1: 12.92·c up to
    ///   0.0031308, else 1.055·c^(1/2.4) − 0.055), so `Color(.sRGBLinear, white: 0.5)` is sRGB's 0.735.
    /// - `.displayP3`: the same transfer function and white point (D65) as sRGB, wider primaries (SMPTE EG
    ///   432-1's P3 with D65): decoded to linear light, taken to sRGB's primaries by the matrix computed from
    ///   the two spaces' primaries and white point, and encoded again. Greys are unchanged.
    func sRGBComponents(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (Self.clamped(Self.encode(red)), Self.clamped(Self.encode(green)), Self.clamped(Self.encode(blue)))
        case .displayP3:
            let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            let linear = (
                1.2249401 * r - 0.2249404 * g,
                -0.0420569 * r + 1.0420571 * g,
                -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            )
            return (
                Self.clamped(Self.encode(linear.0)), Self.clamped(Self.encode(linear.1)),
                Self.clamped(Self.encode(linear.2))
            )
        }
    }

    /// sRGB's transfer function: linear light to an encoded component (mirrored below zero).
    private static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// sRGB's transfer function inverted: an encoded component to linear light.
    private static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    private static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
}
