import Foundation

/// Styling a run of text carries in its content: Markdown in a `LocalizedStringKey`, or an
/// `AttributedString`'s attributes. As in SwiftUI, it wins over the `Text`'s own modifiers and the
/// environment (`Text("**Bold**").fontWeight(.light)` stays bold), so it is kept apart from them and
/// applied last (`Text.spans(in:at:)`).
struct InlineStyle: Hashable, Sendable {
    /// `**strong**`, `.inlinePresentationIntent = .stronglyEmphasized`: the font in bold.
    var bold = false
    /// `*emphasis*`: the font in italic.
    var italic = false
    /// `` `code` ``: the font's monospaced design.
    var code = false
    var strikethrough: Text.LineStyle?
    var underline: Text.LineStyle?
    /// A link is drawn in the tint colour (`.tint`, else the accent colour).
    var link: URL?
    /// An `AttributedString`'s `font`, replacing the text's and the environment's.
    var font: Font?
    /// An `AttributedString`'s `foregroundColor`, winning over a link's tint.
    var color: Color?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?

    /// `inner` inside this style: what `inner` sets wins, flags add up (`**bold *and italic***`).
    func adding(_ inner: InlineStyle) -> InlineStyle {
        InlineStyle(
            bold: bold || inner.bold, italic: italic || inner.italic, code: code || inner.code,
            strikethrough: inner.strikethrough ?? strikethrough, underline: inner.underline ?? underline,
            link: inner.link ?? link, font: inner.font ?? font, color: inner.color ?? color,
            kerning: inner.kerning ?? kerning, tracking: inner.tracking ?? tracking,
            baselineOffset: inner.baselineOffset ?? baselineOffset)
    }

    /// `font` with this style's font, weight, slant and design.
    func apply(to font: Font) -> Font {
        var result = self.font ?? font
        if bold { result = result.weight(.bold) }
        if italic { result = result.italic() }
        if code { result = result.design(.monospaced) }
        return result
    }

    /// `settings` with this style's lines and spacing over them.
    func apply(to settings: TextDecorationSettings) -> TextDecorationSettings {
        var result = settings
        if let strikethrough { result.strikethrough = .on(strikethrough) }
        if let underline { result.underline = .on(underline) }
        if let kerning { result.kerning = kerning }
        if let tracking { result.tracking = tracking }
        if let baselineOffset { result.baselineOffset = baselineOffset }
        return result
    }

    /// The colour this style draws in, if it sets one: its own, else the tint for a link.
    func color(in environment: EnvironmentValues) -> RGBA? {
        if let color { return color.resolve(in: environment) }
        guard link != nil else { return nil }
        return (environment.tint ?? .accentColor).resolve(in: environment)
    }
}
