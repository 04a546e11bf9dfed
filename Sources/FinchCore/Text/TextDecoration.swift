import Foundation

/// How a run of text is decorated and spaced, resolved for the text backend: lines through and under
/// it, extra space between its characters, how far it is raised, and whether its digits are all as
/// wide as each other.
public struct TextDecoration: Hashable, Sendable {
    /// A line drawn with the text: in `color`, or the text's own colour when nil.
    public struct Line: Hashable, Sendable {
        public var color: RGBA?

        public init(color: RGBA?) { self.color = color }
    }

    public var strikethrough: Line?
    public var underline: Line?
    /// Extra points between characters: `kerning` and `tracking` together (see `Text.tracking`).
    public var letterSpacing: CGFloat
    /// Points the text is raised above the baseline (negative lowers it).
    public var baselineOffset: CGFloat
    /// Digits drawn with tabular figures, so numbers in a column or a running timer do not jitter.
    public var monospacedDigits: Bool

    public init(
        strikethrough: Line? = nil, underline: Line? = nil, letterSpacing: CGFloat = 0, baselineOffset: CGFloat = 0,
        monospacedDigits: Bool = false
    ) {
        self.strikethrough = strikethrough
        self.underline = underline
        self.letterSpacing = letterSpacing
        self.baselineOffset = baselineOffset
        self.monospacedDigits = monospacedDigits
    }

    /// True when it changes nothing (most text), so backends can skip it.
    public var isPlain: Bool { self == TextDecoration() }
}

extension Text {
    /// A line through or under text, as SwiftUI's `Text.LineStyle`.
    ///
    /// Finch draws every pattern as a solid line: Pango, which draws the lines, has no dashed or dotted
    /// ones. The pattern is kept so code that names one compiles and the line is still there.
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let name: String

            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()
    }
}

/// What a `Text` or the views around it set about decoration, before colours are resolved. A field
/// left nil is not set here: a text's own setting wins over its environment's.
struct TextDecorationSettings: Hashable, Sendable {
    /// A line's setting: off (`.strikethrough(false)`), or on with its style.
    enum LineSetting: Hashable, Sendable {
        case off
        case on(Text.LineStyle)
    }

    var strikethrough: LineSetting?
    var underline: LineSetting?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var monospacedDigits: Bool?

    /// These settings, with `outer`'s filling the fields these leave unset.
    func over(_ outer: TextDecorationSettings) -> TextDecorationSettings {
        TextDecorationSettings(
            strikethrough: strikethrough ?? outer.strikethrough, underline: underline ?? outer.underline,
            kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
            baselineOffset: baselineOffset ?? outer.baselineOffset,
            monospacedDigits: monospacedDigits ?? outer.monospacedDigits)
    }

    /// The decoration drawn, with line colours resolved in `environment`.
    ///
    /// SwiftUI's `kerning` narrows or widens the space between character pairs and `tracking` adds
    /// space after each character (switching ligatures off); Pango has one letter spacing, so Finch adds
    /// the two. Which one a designer chose changes nothing else on Linux.
    func resolved(in environment: EnvironmentValues) -> TextDecoration {
        func line(_ setting: LineSetting?) -> TextDecoration.Line? {
            guard case .on(let style)? = setting else { return nil }
            return TextDecoration.Line(color: style.color?.resolve(in: environment))
        }
        return TextDecoration(
            strikethrough: line(strikethrough), underline: line(underline),
            letterSpacing: (kerning ?? 0) + (tracking ?? 0), baselineOffset: baselineOffset ?? 0,
            monospacedDigits: monospacedDigits ?? false)
    }
}

private struct TextDecorationKey: EnvironmentKey {
    static let defaultValue = TextDecorationSettings()
}

extension EnvironmentValues {
    /// What `.strikethrough`, `.underline`, `.kerning`, `.tracking`, `.baselineOffset` and
    /// `.monospacedDigit` on the views around set for the texts inside.
    var textDecoration: TextDecorationSettings {
        get { self[TextDecorationKey.self] }
        set { self[TextDecorationKey.self] = newValue }
    }
}
