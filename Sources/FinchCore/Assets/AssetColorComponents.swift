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
            let srgb = Color.RGBColorSpace.displayP3.sRGBComponents(red: red, green: green, blue: blue)
            return RGBA(red: srgb.red, green: srgb.green, blue: srgb.blue, opacity: alpha)
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
}
