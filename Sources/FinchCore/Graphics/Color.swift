import Foundation

/// A colour, usable as a view (it fills what it is offered) and as a shape style.
public struct Color: Hashable, Sendable {
    /// The colour in light appearance; `dark` when it differs in dark appearance.
    package let light: RGBA
    package let dark: RGBA?
    /// In dark appearance on an elevated level (a sheet, a popover), where it differs from `dark`: iOS's
    /// background colours lighten there so a presentation stands out from the page below.
    package let darkElevated: RGBA?
    /// True for `Color.primary`/`.secondary`-like colours that follow the foreground.
    let name: String?

    package init(light: RGBA, dark: RGBA? = nil, darkElevated: RGBA? = nil, name: String? = nil) {
        self.light = light
        self.dark = dark
        self.darkElevated = darkElevated
        self.name = name
    }

    /// How a colour's components are interpreted; Finch draws in sRGB and converts the others to it
    /// (`sRGBComponents(red:green:blue:)`).
    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let sRGB = colorSpace.sRGBComponents(red: red, green: green, blue: blue)
        self.init(light: RGBA(red: sRGB.red, green: sRGB.green, blue: sRGB.blue, opacity: opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let sRGB = colorSpace.sRGBComponents(red: white, green: white, blue: white)
        self.init(light: RGBA(red: sRGB.red, green: sRGB.green, blue: sRGB.blue, opacity: opacity))
    }

    /// A Core Graphics colour (`CGColor(red:green:blue:alpha:)`, `UIColor.cgColor`), drawn in sRGB.
    public init(cgColor: CGColor) {
        self.init(light: cgColor.rgba)
    }

    @available(*, deprecated, renamed: "init(cgColor:)")
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    /// The colour as a Core Graphics one, or nil for a colour that changes with the appearance (the
    /// system colours `.red`, `.blue`…, `.primary`, an asset catalog's colour with a dark variant), as
    /// SwiftUI documents: `Color(red: 1, green: 0, blue: 0).cgColor` is a colour, `Color.red.cgColor`
    /// is nil (`UIColor(Color.red).cgColor` gives its light value).
    public var cgColor: CGColor? {
        guard dark == nil, name == nil else { return nil }
        return CGColor(red: light.red, green: light.green, blue: light.blue, alpha: light.opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(light: RGBA(red: r, green: g, blue: b, opacity: opacity))
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(
            light: light.multiplyingOpacity(by: opacity), dark: dark?.multiplyingOpacity(by: opacity),
            darkElevated: darkElevated?.multiplyingOpacity(by: opacity), name: nil)
    }

    /// The colour's components in the given appearance.
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        guard environment.colorScheme == .dark else { return light }
        if let darkElevated, environment.isElevatedLevel { return darkElevated }
        return dark ?? light
    }

    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension Color {
    private static func system(_ r: Int, _ g: Int, _ b: Int, dark: (Int, Int, Int)? = nil) -> Color {
        Color(light: RGBA(bytes: r, g, b), dark: dark.map { RGBA(bytes: $0.0, $0.1, $0.2) })
    }

    public static let red = system(255, 59, 48, dark: (255, 69, 58))
    public static let orange = system(255, 149, 0, dark: (255, 159, 10))
    public static let yellow = system(255, 204, 0, dark: (255, 214, 10))
    public static let green = system(52, 199, 89, dark: (48, 209, 88))
    public static let mint = system(0, 199, 190, dark: (99, 230, 226))
    public static let teal = system(48, 176, 199, dark: (64, 200, 224))
    public static let cyan = system(50, 173, 230, dark: (100, 210, 255))
    public static let blue = system(0, 122, 255, dark: (10, 132, 255))
    public static let indigo = system(88, 86, 214, dark: (94, 92, 230))
    public static let purple = system(175, 82, 222, dark: (191, 90, 242))
    public static let pink = system(255, 45, 85, dark: (255, 55, 95))
    public static let brown = system(162, 132, 94, dark: (172, 142, 104))
    public static let gray = system(142, 142, 147)
    public static let black = Color(light: .black)
    public static let white = Color(light: .white)
    public static let clear = Color(light: .clear)
    public static let primary = Color(light: .black, dark: .white, name: "primary")
    public static let secondary = Color(
        light: RGBA(bytes: 60, 60, 67, opacity: 0.6),
        dark: RGBA(bytes: 235, 235, 245, opacity: 0.6),
        name: "secondary"
    )
    /// The app's accent: the asset catalog's `AccentColor` when the app ships one, else blue.
    public static var accentColor: Color { AssetCatalogs.accentColor ?? blue }
}

extension Color: _ExpressibleByColorLiteral {
    /// `let tint: Color = #colorLiteral(red:green:blue:alpha:)`: the literal's sRGB components.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
