import Foundation

// Decoration and spacing on a `Text` (a text's own setting, kept per segment so `Text + Text` keeps each
// part's) and on any view (for the texts inside it, as iOS 16 added them), as SwiftUI spells them.

extension Text {
    private func decorated(_ change: (inout TextDecorationSettings) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices { change(&copy.segments[index].decoration) }
        return copy
    }

    /// A line through the text (`isActive` false: none, even where the views around ask for one).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
        -> Text
    {
        decorated { $0.strikethrough = isActive ? .on(LineStyle(pattern: pattern, color: color)) : .off }
    }

    /// A line under the text (`isActive` false: none, even where the views around ask for one).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        decorated { $0.underline = isActive ? .on(LineStyle(pattern: pattern, color: color)) : .off }
    }

    /// Points added between characters (negative: closer together).
    public func kerning(_ kerning: CGFloat) -> Text { decorated { $0.kerning = kerning } }

    /// Points added after each character.
    public func tracking(_ tracking: CGFloat) -> Text { decorated { $0.tracking = tracking } }

    /// Raises the text `baselineOffset` points (negative lowers it).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { decorated { $0.baselineOffset = baselineOffset } }

    /// Digits all as wide as each other.
    public func monospacedDigit() -> Text { decorated { $0.monospacedDigits = true } }

    /// The text in its font's monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    /// The text in `design` (nil: its font's own).
    public func fontDesign(_ design: Font.Design?) -> Text {
        var copy = self
        for index in copy.segments.indices { copy.segments[index].design = design }
        return copy
    }
}

extension View {
    /// A line through the texts in this view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> ModifiedContent<Self, _EnvironmentWriter>
    {
        let setting: TextDecorationSettings.LineSetting =
            isActive ? .on(Text.LineStyle(pattern: pattern, color: color)) : .off
        return transformEnvironmentValues(("strikethrough", setting)) { $0.textDecoration.strikethrough = setting }
    }

    /// A line under the texts in this view.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> ModifiedContent<Self, _EnvironmentWriter>
    {
        let setting: TextDecorationSettings.LineSetting =
            isActive ? .on(Text.LineStyle(pattern: pattern, color: color)) : .off
        return transformEnvironmentValues(("underline", setting)) { $0.textDecoration.underline = setting }
    }

    /// Points added between the characters of the texts in this view.
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("kerning", kerning)) { $0.textDecoration.kerning = kerning }
    }

    /// Points added after each character of the texts in this view.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("tracking", tracking)) { $0.textDecoration.tracking = tracking }
    }

    /// Raises the texts in this view `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("baselineOffset", baselineOffset)) {
            $0.textDecoration.baselineOffset = baselineOffset
        }
    }

    /// Digits all as wide as each other in the texts in this view.
    public func monospacedDigit() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("monospacedDigit", true)) { $0.textDecoration.monospacedDigits = true }
    }

    /// The texts in this view in their font's monospaced design.
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("monospaced", isActive)) { environment in
            if isActive { environment.font = (environment.font ?? .body).design(.monospaced) }
        }
    }

    /// The texts in this view in `design` (nil: their fonts' own).
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("fontDesign", design)) { environment in
            if let design { environment.font = (environment.font ?? .body).design(design) }
        }
    }
}

extension Font {
    /// This font in `design`.
    func design(_ design: Design) -> Font {
        var font = self
        font.design = design
        return font
    }
}
