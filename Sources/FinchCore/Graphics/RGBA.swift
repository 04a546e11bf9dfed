import Foundation

/// A resolved colour: sRGB components and opacity, each 0...1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.opacity = Self.clamp(opacity)
    }

    /// A colour from 0...255 components.
    public init(bytes red: Int, _ green: Int, _ blue: Int, opacity: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    public func multiplyingOpacity(by factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// `#rrggbbaa`, the form display-list dumps use.
    public var description: String {
        func hex(_ value: Double) -> String {
            let byte = Int((value * 255).rounded())
            return String(byte, radix: 16).leftPadded(to: 2)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension String {
    func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
