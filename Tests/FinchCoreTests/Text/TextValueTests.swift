import Foundation
import Testing

@testable import FinchCore

/// What text values compare and hash by: a `Text`'s segments keep their rarely set parts in a shared
/// box (absent for plain text), and a layout request's spans compare their strings by UTF-8 bytes.
@MainActor
@Suite("Text values compare by what they draw")
struct TextValueTests {
    private let font = ResolvedFont(family: "Sans", size: 17, weight: 400, italic: false)

    @Test("A segment's rarely set parts count in its equality, and set back to plain it equals a plain one")
    func segmentRareParts() {
        let plain = Text("Hello")
        #expect(plain == Text("Hello"))
        #expect(plain != Text("Hello").monospaced())
        #expect(plain != Text("Hello").strikethrough())
        #expect(Text("Hello").strikethrough() == Text("Hello").strikethrough())
        var segment = Text.Segment(string: "Hello")
        segment.design = .monospaced
        #expect(segment != Text.Segment(string: "Hello"))
        segment.design = nil
        #expect(segment == Text.Segment(string: "Hello"))
        #expect(segment.inline == InlineStyle())
    }

    @Test("Spans with the same bytes are equal and hash alike; a canonically equal spelling is another span")
    func spanStringsByBytes() {
        let composed = TextSpan(string: "caf\u{E9}🐶", font: font, color: .black)
        let same = TextSpan(string: "caf" + "\u{E9}🐶", font: font, color: .black)
        let decomposed = TextSpan(string: "cafe\u{301}🐶", font: font, color: .black)
        #expect(composed == same)
        #expect(composed.hashValue == same.hashValue)
        // `String` calls these equal; the text backend is given different bytes.
        #expect(composed.string == decomposed.string)
        #expect(composed != decomposed)
        #expect(Set([composed, same, decomposed]).count == 2)
        #expect(composed != TextSpan(string: "caf\u{E9}🐶", font: font, color: .white))
    }
}
