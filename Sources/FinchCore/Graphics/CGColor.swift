import Foundation

/// A colour as Core Graphics keeps one: components in a colour space, the last of them the alpha.
///
/// A class, as Apple's is (an immutable Core Foundation object), compared and hashed by its space and
/// components. Finch draws in sRGB: `RGBA` reads an RGB colour's components as sRGB ones, and a grey's
/// as the same value in each channel.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components, alpha last (one grey or three RGB values before it).
    private let values: [CGFloat]
    private let space: CGColorSpace

    private init(space: CGColorSpace, values: [CGFloat]) {
        self.space = space
        self.values = values
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.sRGB, model: .rgb), values: [red, green, blue, alpha])
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        let space = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome)
        self.init(space: space, values: [gray, alpha])
    }

    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// The colour of `components` in `space`: as many as the space has, then the alpha (an array
    /// passes as the pointer, as with Apple's). Nil for a space Finch cannot draw in.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        self.init(space: space, values: values)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var numberOfComponents: Int { values.count }
    public var components: [CGFloat]? { values }
    public var alpha: CGFloat { values.last ?? 1 }
    public var colorSpace: CGColorSpace? { space }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(space: space, values: values.dropLast() + [alpha])
    }

    public func copy() -> CGColor? { self }

    /// The colour as Finch draws it: sRGB, each channel clamped to 0...1.
    package var rgba: RGBA {
        let alpha = Double(self.alpha)
        guard space.model == .rgb, values.count >= 4 else {
            let gray = Double(values.first ?? 0)
            return RGBA(red: gray, green: gray, blue: gray, opacity: alpha)
        }
        return RGBA(red: Double(values[0]), green: Double(values[1]), blue: Double(values[2]), opacity: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.space == rhs.space && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(values)
    }

    public var description: String {
        "CGColor(\(space.name ?? "device"), \(values.map { "\($0)" }.joined(separator: " ")))"
    }
}
