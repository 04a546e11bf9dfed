import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

@MainActor
final class BadInputModel {
    var text = ""
}

private struct OneField: View {
    let model: BadInputModel
    let editor: Bool
    @State private var text = ""

    var body: some View {
        let _ = (model.text = text)
        Group {
            if editor {
                TextEditor(text: $text).frame(height: 200)
            } else {
                TextField("Paste here", text: $text).textFieldStyle(.roundedBorder)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite("Bad text input: huge pastes, endless combining marks, invalid UTF-8 on the clipboard")
struct TextInputBadInputTests {
    let paste: UInt32 = 0x76

    func window(editor: Bool = false) -> (TestWindow, BadInputModel) {
        let model = BadInputModel()
        let window = TestWindow(size: CGSize(width: 320, height: 240)) { OneField(model: model, editor: editor) }
        window.tap(at: CGPoint(x: 100, y: editor ? 100 : 33))
        return (window, model)
    }

    @Test("Invalid UTF-8 on the clipboard pastes with U+FFFD in place of the bad bytes")
    func invalidUTF8() throws {
        let (window, model) = window()
        window.clipboard?.bytes = [0x61, 0xff, 0xfe, 0x62, 0xc3]
        window.pressKey(paste, modifiers: .control)
        #expect(model.text == "a\u{FFFD}\u{FFFD}b\u{FFFD}")
    }

    @Test("A megabyte pasted into one line is taken whole, its line breaks made spaces; the caret ends after it")
    func megabyteIntoField() throws {
        let (window, model) = window()
        let line = String(repeating: "abcdefghi ", count: 100) + "\n"
        window.clipboard?.setText(String(repeating: line, count: 1_000))
        window.pressKey(paste, modifiers: .control)
        #expect(model.text.utf8.count == 1_001_000)
        #expect(!model.text.contains("\n"))
        let controller = try #require(window.graph.focusedTextInput as? TextEditingController)
        #expect(controller.buffer.head == controller.buffer.utf8Count)
        window.type("!")
        #expect(model.text.hasSuffix(" !"))
    }

    @Test("A megabyte pasted into a TextEditor keeps its lines; typing after it still works")
    func megabyteIntoEditor() throws {
        let (window, model) = window(editor: true)
        let line = String(repeating: "abcdefghi ", count: 10) + "\n"
        window.clipboard?.setText(String(repeating: line, count: 10_000))
        window.pressKey(paste, modifiers: .control)
        #expect(model.text.utf8.count == 1_010_000)
        window.type("end")
        #expect(model.text.hasSuffix("\nend"))
    }

    @Test("10,000 combining marks on one letter are one character: drawn, and removed by one Backspace")
    func combiningMarks() throws {
        let (window, model) = window()
        window.type("x")
        window.clipboard?.setText("a" + String(repeating: "\u{301}", count: 10_000))
        window.pressKey(paste, modifiers: .control)
        #expect(model.text.unicodeScalars.count == 10_002)
        _ = window.pngData()
        window.pressKey(0xff08)
        #expect(model.text == "x")
    }

    @Test("Typing or pasting past a field's limit inserts what fits and drops the rest", arguments: [false, true])
    func limit(editor: Bool) throws {
        let (window, model) = window(editor: editor)
        let controller = try #require(window.graph.focusedTextInput as? TextEditingController)
        controller.maximumCharacters = 10
        window.type("abc")
        window.clipboard?.setText("0123456789")
        window.pressKey(paste, modifiers: .control)
        #expect(model.text == "abc0123456")
        window.type("z")
        #expect(model.text == "abc0123456")
        // Replacing a selection frees its room first: Ctrl+A then a paste of eleven keeps ten.
        window.pressKey(0x61, characters: "a", modifiers: .control)
        window.clipboard?.setText("ABCDEFGHIJK")
        window.pressKey(paste, modifiers: .control)
        #expect(model.text == "ABCDEFGHIJ")
        #expect(TextEditingController.maximumCharacters == 4 * 1024 * 1024)
    }
}
