import Foundation

/// Reads one colour of a `.colorset`'s `Contents.json` (`{"color-space": …, "components": {…}}`).
///
/// Xcode writes a component in the form its editor was set to: a float string (`"0.500"`), a hex byte
/// (`"0x7F"`) or an 8-bit integer (`"127"`); a hand-written file may use JSON numbers. Finch draws in
/// sRGB, so Display P3 components are converted to sRGB and extended-range ones clamped.
enum AssetColorComponents {
    /// The colour, or nil when the entry has no readable components.
    static func rgba(from entry: [String: Any]) -> RGBA? {
        guard let components = entry["components"] as? [String: Any] else { return nil }
        let alpha = components["alpha"].flatMap(value) ?? 1
        let space = (entry["color-space"] as? String)?.lowercased() ?? "srgb"
        if let white = components["white"].flatMap(value) {
            return RGBA(red: white, green: white, blue: white, opacity: alpha)
        }
        guard let red = components["red"].flatMap(value), let green = components["green"].flatMap(value),
            let blue = components["blue"].flatMap(value)
        else { return nil }
        if space == "display-p3" {
            let srgb = displayP3ToSRGB(red, green, blue)
            return RGBA(red: srgb.0, green: srgb.1, blue: srgb.2, opacity: alpha)
        }
        return RGBA(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// One component in 0...1 (more for extended ranges): `"0x7F"` is a byte, a string with a point a
    /// fraction, any other whole number a byte.
    static func value(_ raw: Any) -> Double? {
        if let number = raw as? NSNumber {
            let double = number.doubleValue
            return double > 1 ? double / 255 : double
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    /// Display P3 to sRGB: both share the sRGB transfer curve, so decode, change primaries, encode.
    static func displayP3ToSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let sr = 1.2249 * r - 0.2247 * g - 0.0002 * b
        let sg = -0.0420 * r + 1.0419 * g + 0.0001 * b
        let sb = -0.0197 * r - 0.0786 * g + 1.0983 * b
        return (encoded(sr), encoded(sg), encoded(sb))
    }

    private static func linear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    private static func encoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }
}
