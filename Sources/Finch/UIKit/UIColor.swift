import FinchCore
import Foundation

/// A colour in UIKit's name: red, green, blue and alpha, each 0...1 in sRGB.
///
/// The system colours (`.systemRed`, `.label`, `.systemBackground`…) have iOS's light and dark values:
/// `Color(uiColor:)` follows the view's colour scheme, while the components UIKit reads out (`getRed`)
/// are the light ones. Not main-actor isolated, as Apple's is not: it is an immutable value object.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The components (RGBA clamps them to 0...1). Internal: UIKit exposes them only through `getRed`.
    let components: RGBA
    /// The dark-appearance components of a system colour (nil: the same in both).
    let darkComponents: RGBA?
    /// A background colour's dark components on an elevated level (a sheet, a popover), where they differ.
    let darkElevatedComponents: RGBA?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = RGBA(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        darkComponents = nil
        darkElevatedComponents = nil
    }

    init(light: RGBA, dark: RGBA?, darkElevated: RGBA? = nil) {
        components = light
        darkComponents = dark
        darkElevatedComponents = darkElevated
    }

    /// Display P3 components, converted to sRGB (the space Finch draws in) as `Color(.displayP3, …)` is.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgba = Color(hue: hue, saturation: saturation, brightness: brightness).resolve(in: EnvironmentValues())
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// A colour that `provider` gives for each appearance, as UIKit's dynamic colours: asked once for the
    /// light and once for the dark traits when it is made (UIKit asks while drawing; a provider that
    /// reads only `userInterfaceStyle`, as they do, gives the same colours), so `Color(uiColor:)` follows
    /// the view's colour scheme. A provider returning a dynamic colour gives its value for that appearance.
    public convenience init(dynamicProvider provider: (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light)).resolvedComponents(dark: false)
        let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).resolvedComponents(dark: true)
        self.init(light: light, dark: dark == light ? nil : dark)
    }

    /// This colour as it is drawn for `traitCollection`'s appearance (unspecified is light), with no
    /// other appearance left.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(light: resolvedComponents(dark: traitCollection.userInterfaceStyle == .dark), dark: nil)
    }

    private func resolvedComponents(dark: Bool) -> RGBA {
        dark ? darkComponents ?? components : components
    }

    /// A SwiftUI colour, with its dark value.
    public convenience init(_ color: Color) {
        self.init(light: color.light, dark: color.dark, darkElevated: color.darkElevated)
    }

    /// The colour set `name` of the app's asset catalogs (nil when none has it).
    public convenience init?(named name: String) {
        guard let color = AssetCatalogs.color(named: name, in: nil) else { return nil }
        self.init(color)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func with(_ rgba: RGBA) -> RGBA {
            RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: Double(alpha))
        }
        return UIColor(
            light: with(components), dark: darkComponents.map(with), darkElevated: darkElevatedComponents.map(with))
    }

    /// Writes the components where the pointers point, as UIKit's does; always succeeds (every `UIColor`
    /// is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.opacity
        return true
    }

    /// Writes the brightness (the mean of the components) and alpha, as UIKit's does for a grey.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (components.red + components.green + components.blue) / 3
        alpha?.pointee = components.opacity
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.components == rhs.components && lhs.darkComponents == rhs.darkComponents
            && lhs.darkElevatedComponents == rhs.darkElevatedComponents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(darkComponents)
        hasher.combine(darkElevatedComponents)
    }

    /// The Core Graphics colour: the light components, in sRGB (UIKit's resolves a dynamic colour with
    /// the current traits, which are light unless a view is drawing in dark).
    public var cgColor: CGColor {
        CGColor(red: components.red, green: components.green, blue: components.blue, alpha: components.opacity)
    }

    public convenience init(cgColor: CGColor) {
        self.init(light: cgColor.rgba, dark: nil)
    }

    /// UIKit's form: `UIExtendedSRGBColorSpace 1 0 0 1`.
    public var description: String {
        let values = [components.red, components.green, components.blue, components.opacity]
        return "UIExtendedSRGBColorSpace " + values.map { "\($0)" }.joined(separator: " ")
    }
}

extension UIColor {
    /// A colour from 0...255 components, as Apple's tables give the system colours.
    private static func bytes(_ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// A system colour with its light and dark values, as iOS's table gives them.
    private static func adaptive(
        _ light: (Int, Int, Int), _ dark: (Int, Int, Int), alpha: Double = 1, darkAlpha: Double? = nil,
        elevated: (Int, Int, Int)? = nil
    ) -> UIColor {
        UIColor(
            light: RGBA(bytes: light.0, light.1, light.2, opacity: alpha),
            dark: RGBA(bytes: dark.0, dark.1, dark.2, opacity: darkAlpha ?? alpha),
            darkElevated: elevated.map { RGBA(bytes: $0.0, $0.1, $0.2, opacity: darkAlpha ?? alpha) })
    }

    // The adaptable system colours, light appearance: SwiftUI's `Color.red`… are the same table, so they
    // are read from it; the greys and the rest below are UIKit's own (Apple's Human Interface Guidelines, iOS).
    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = adaptive((174, 174, 178), (99, 99, 102))
    public static let systemGray3 = adaptive((199, 199, 204), (72, 72, 74))
    public static let systemGray4 = adaptive((209, 209, 214), (58, 58, 60))
    public static let systemGray5 = adaptive((229, 229, 234), (44, 44, 46))
    public static let systemGray6 = adaptive((242, 242, 247), (28, 28, 30))
    public static let tintColor = systemBlue
    public static let link = systemBlue

    // Label, fill, background and separator colours.
    public static let label = adaptive((0, 0, 0), (255, 255, 255))
    public static let secondaryLabel = adaptive((60, 60, 67), (235, 235, 245), alpha: 0.6)
    public static let tertiaryLabel = adaptive((60, 60, 67), (235, 235, 245), alpha: 0.3)
    public static let quaternaryLabel = adaptive((60, 60, 67), (235, 235, 245), alpha: 0.18, darkAlpha: 0.16)
    public static let placeholderText = adaptive((60, 60, 67), (235, 235, 245), alpha: 0.3)
    public static let systemFill = adaptive((120, 120, 128), (120, 120, 128), alpha: 0.2, darkAlpha: 0.36)
    public static let secondarySystemFill = adaptive((120, 120, 128), (120, 120, 128), alpha: 0.16, darkAlpha: 0.32)
    public static let tertiarySystemFill = adaptive((118, 118, 128), (118, 118, 128), alpha: 0.12, darkAlpha: 0.24)
    public static let quaternarySystemFill = adaptive((116, 116, 128), (118, 118, 128), alpha: 0.08, darkAlpha: 0.18)
    // The backgrounds, with their elevated dark values (in a sheet or a popover each is a step lighter).
    public static let systemBackground = adaptive((255, 255, 255), (0, 0, 0), elevated: (28, 28, 30))
    public static let secondarySystemBackground = adaptive((242, 242, 247), (28, 28, 30), elevated: (44, 44, 46))
    public static let tertiarySystemBackground = adaptive((255, 255, 255), (44, 44, 46), elevated: (58, 58, 60))
    public static let systemGroupedBackground = adaptive((242, 242, 247), (0, 0, 0), elevated: (28, 28, 30))
    public static let secondarySystemGroupedBackground = adaptive(
        (255, 255, 255), (28, 28, 30), elevated: (44, 44, 46))
    public static let tertiarySystemGroupedBackground = adaptive(
        (242, 242, 247), (44, 44, 46), elevated: (58, 58, 60))
    public static let separator = adaptive((60, 60, 67), (84, 84, 88), alpha: 0.29, darkAlpha: 0.65)
    public static let opaqueSeparator = adaptive((198, 198, 200), (56, 56, 58))
    public static let darkText = bytes(0, 0, 0)
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // The fixed colours, with UIKit's exact component values.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension Color {
    /// The UIKit colour, with its dark value for a system colour.
    public init(uiColor: UIColor) {
        self.init(light: uiColor.components, dark: uiColor.darkComponents, darkElevated: uiColor.darkElevatedComponents)
    }

    /// `Color(.systemBackground)`, `Color(UIColor.lightGray)`. Disfavoured: a generated asset symbol is
    /// both `ColorResource.name` and `UIColor.name`, and `Color(.name)` means the resource.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }
}

/// `#colorLiteral(red:green:blue:alpha:)` (what Xcode's colour well writes) makes a `UIColor` where no type
/// is asked for, as UIKit declares it, and a `Color` or `UIColor` where one is.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
