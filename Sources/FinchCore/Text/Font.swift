import Foundation

/// A font description, resolved to a concrete face when text is laid out.
public struct Font: Hashable, Sendable {
    var size: CGFloat
    var weight: Weight
    var design: Design
    var isItalic: Bool
    var family: String?
    /// The text style's iOS size, kept so `.font(.body)` can be recognised in dumps.
    var style: TextStyle?
    /// How wide its letters are (`Font+Width`); drawn as standard.
    var width = Width.standard
    /// `smallCaps()` and its case-specific forms.
    var smallCapsLetters = ResolvedFont.SmallCaps.none
    /// `monospacedDigit()`: tabular figures.
    var monospacedDigits = false

    public struct Weight: Hashable, Sendable {
        /// CSS/OpenType weight, 100...900.
        public let value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The iOS text styles, with their point sizes at the default Dynamic Type size (Apple's Human Interface Guidelines, Typography).
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var size: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, style: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = false
        self.family = nil
        self.style = style
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? style.weight, design: design, style: style)
    }

    /// A custom font of `size` points at the default Dynamic Type size, scaling with the Dynamic Type size
    /// as `.body` does, as SwiftUI's.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A custom font of `size` points at the default Dynamic Type size, growing and shrinking with the
    /// Dynamic Type size as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: size, style: textStyle)
        font.family = name
        return font
    }

    /// A custom font that stays `fixedSize` points at every Dynamic Type size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: fixedSize)
        font.family = name
        return font
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// All letters as small capitals: lower case drawn as small capitals, capitals too (the OpenType
    /// features `smcp` and `c2sc`; Pango makes them from capitals where the face has none).
    public func smallCaps() -> Font {
        var font = self
        font.smallCapsLetters = .all
        return font
    }

    /// Lower-case letters as small capitals; capitals stay (`smcp`).
    public func lowercaseSmallCaps() -> Font {
        var font = self
        font.smallCapsLetters = font.smallCapsLetters == .uppercase ? .all : .lowercase
        return font
    }

    /// Capitals as small capitals; lower case stays (`c2sc`).
    public func uppercaseSmallCaps() -> Font {
        var font = self
        font.smallCapsLetters = font.smallCapsLetters == .lowercase ? .all : .uppercase
        return font
    }

    /// Digits all as wide as each other (tabular figures, `tnum`), as `Text.monospacedDigit()`.
    public func monospacedDigit() -> Font {
        var font = self
        font.monospacedDigits = true
        return font
    }

    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// The concrete face: Inter for the system designs, as architecture.md's platform look says.
    var resolved: ResolvedFont {
        let safeSize = size.isFinite && size > 0 ? size : Font.TextStyle.body.size
        var face = ResolvedFont(
            family: family ?? Self.family(for: design), size: safeSize, weight: weight.value, italic: isItalic)
        face.smallCaps = smallCapsLetters
        face.monospacedDigits = monospacedDigits
        return face
    }

    /// The concrete face at the environment's Dynamic Type size: a text style grows or shrinks as iOS's
    /// table says (`DynamicTypeSize`); a font of a fixed size stays as it is.
    func resolved(in environment: EnvironmentValues) -> ResolvedFont {
        var face = resolved
        face.size *= dynamicTypeScale(in: environment)
        return face
    }

    /// How much larger this font is drawn at the environment's Dynamic Type size than at the default.
    func dynamicTypeScale(in environment: EnvironmentValues) -> CGFloat {
        style?.scale(at: environment.dynamicTypeSize) ?? 1
    }

    static func family(for design: Design) -> String {
        switch design {
        case .default, .rounded: return "Inter"
        case .serif: return "serif"
        case .monospaced: return "monospace"
        }
    }
}

/// A concrete font face and size handed to the text backend.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    public var family: String
    public var size: CGFloat
    public var weight: Int
    public var italic: Bool
    /// Which letters are drawn as small capitals.
    public var smallCaps = SmallCaps.none
    /// Tabular figures.
    public var monospacedDigits = false

    /// Which letters a font draws as small capitals.
    public enum SmallCaps: Hashable, Sendable {
        case none, lowercase, uppercase, all
    }

    public init(family: String, size: CGFloat, weight: Int, italic: Bool) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    public var description: String {
        "\(family) \(size.dumpString) w\(weight)\(italic ? " italic" : "")"
            + (smallCaps == .none ? "" : " smallCaps:\(smallCaps)") + (monospacedDigits ? " tnum" : "")
    }
}
