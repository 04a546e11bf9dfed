import Foundation

extension Text {
    /// An attributed string, each run drawn with its attributes (`AttributeScopes.SwiftUIAttributes`:
    /// font, foreground colour, strikethrough and underline, kerning, tracking, baseline offset,
    /// inline presentation intent; Foundation's link, drawn in the tint). As in SwiftUI they win over
    /// the text's modifiers; attributes Finch does not know are ignored. Linux's `AttributedString` is
    /// a string literal too, so this is disfavoured: a literal stays a `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(segments: Segment.segments(of: attributedContent))
    }
}

extension Text.Segment {
    /// A segment for each run of `string` (one empty segment for an empty string).
    static func segments(of string: AttributedString) -> [Text.Segment] {
        let segments = string.runs.map { run in
            Text.Segment(string: String(string[run.range].characters), inline: InlineStyle(attributesOf: run))
        }
        return segments.isEmpty ? [Text.Segment(string: "")] : segments
    }
}

extension InlineStyle {
    init(attributesOf run: AttributedString.Runs.Run) {
        let intent = run.inlinePresentationIntent ?? []
        self.init(
            bold: intent.contains(.stronglyEmphasized), italic: intent.contains(.emphasized),
            code: intent.contains(.code),
            strikethrough: run.strikethroughStyle ?? (intent.contains(.strikethrough) ? .single : nil),
            underline: run.underlineStyle, link: run.link, font: run.font, color: run.foregroundColor,
            kerning: run.kern, tracking: run.tracking, baselineOffset: run.baselineOffset)
    }
}
