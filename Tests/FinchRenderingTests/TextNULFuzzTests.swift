import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCairo
@testable import FinchCore

/// A NUL in text, found by `make fuzz` (docs/fuzzing.md): an input method composing "\0" into a text
/// field (`Fixtures/Fuzz/textediting-nul-composition.bin`, the fuzzer's input: a tap, then that
/// composition). Pango keeps a layout's text only up to a NUL, so the caret past it was asked of a
/// shorter layout: Pango refused (a GLib critical) and the caret went to the field's start.
@MainActor @Suite("Text: a NUL in the text, from the fuzzer")
struct TextNULFuzzTests {
    let measurer = PangoTextMeasurer()

    @Test("The fuzzer's input is committed beside this test")
    func inputIsCommitted() throws {
        let url = try #require(
            Bundle.module.url(
                forResource: "textediting-nul-composition", withExtension: "bin", subdirectory: "Fixtures/Fuzz"))
        // The composition step: opcode 3 (0x64), one byte of text, a NUL.
        #expect(try [UInt8](Data(contentsOf: url)).prefix(3) == [0x64, 0x21, 0x00])
    }

    @Test("Text after a NUL is laid out, and the caret after it is past it")
    func caretPastNUL() {
        let withNUL = TestRender.text("ab\0cd")
        #expect(measurer.measure(withNUL).size.width > measurer.measure(TestRender.text("ab")).size.width)
        let beforeNUL = measurer.caretRect(atUTF8Offset: 2, in: withNUL)
        let atEnd = measurer.caretRect(atUTF8Offset: 5, in: withNUL)
        #expect(atEnd.minX > beforeNUL.minX)
        #expect(atEnd.height > 0)
    }

    @Test("A NUL is laid out as a space, one byte, so offsets keep their meaning")
    func layoutText() {
        #expect(PangoLayoutBuilder.layoutText("a\0b\0") == "a b ")
        #expect(PangoLayoutBuilder.layoutText("a\0b").utf8.count == "a\0b".utf8.count)
        #expect(PangoLayoutBuilder.layoutText("plain") == "plain")
    }

    @Test("Composing a NUL in a field puts the input method's caret after the composed text")
    func composedNUL() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 80)) { NULField() }
        window.tap(at: CGPoint(x: 100, y: 30))
        #expect(window.inputMethod.compose("ab"))
        let afterAB = try #require(window.inputMethod.caret)
        #expect(window.inputMethod.compose("ab\0cd"))
        let afterNUL = try #require(window.inputMethod.caret)
        #expect(afterNUL.minX > afterAB.minX)
        try window.close()
    }
}

private struct NULField: View {
    @State private var text = ""

    var body: some View {
        TextField("Name", text: $text).textFieldStyle(.roundedBorder).padding(16)
    }
}
