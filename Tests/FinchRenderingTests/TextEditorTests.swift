import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

@MainActor
final class EditorModel {
    var text = ""
}

private struct Notes: View {
    let model: EditorModel
    @State var text: String

    var body: some View {
        let _ = (model.text = text)
        TextEditor(text: $text)
            .frame(width: 240, height: 120)
            .border(Color.gray)
            .padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("TextEditor: several lines, Return breaks the line, Up and Down keep the column, scrolls to the caret")
struct TextEditorTests {
    let up: UInt32 = 0xff52
    let down: UInt32 = 0xff54
    let returnKey: UInt32 = 0xff0d
    let end: UInt32 = 0xff57

    func window(_ text: String = "") -> (TestWindow, EditorModel) {
        let model = EditorModel()
        let window = TestWindow(size: CGSize(width: 260, height: 140)) { Notes(model: model, text: text) }
        return (window, model)
    }

    func controller(_ window: TestWindow) -> TextEditingController? {
        window.graph.focusedTextInput as? TextEditingController
    }

    @Test("Return inserts a line break; the text wraps at the editor's width inside 8/5-pt insets")
    func lines() throws {
        let (window, model) = window()
        window.tap(at: CGPoint(x: 60, y: 60))
        window.type("first line")
        window.pressKey(returnKey)
        window.type("a second line that is long enough to wrap around")
        #expect(model.text == "first line\na second line that is long enough to wrap around")
        let geometry = try #require(controller(window)?.geometry)
        #expect(geometry.windowOrigin == CGPoint(x: 15, y: 18))
        #expect(geometry.textHeight > 60)
        assertSnapshot(png: window.pngData(), named: "wrapped")
    }

    @Test("Up and Down move a line, keeping the column")
    func verticalMoves() throws {
        let (window, _) = window("abcdef\nab\nabcdef")
        window.tap(at: CGPoint(x: 60, y: 60))
        window.pressKey(0x50 | 0xff00, modifiers: .control)  // Ctrl+Home: the start
        window.pressKey(end)
        #expect(controller(window)?.buffer.head == 6)
        window.pressKey(down)
        #expect(controller(window)?.buffer.head == 9)
        window.pressKey(down)
        #expect(controller(window)?.buffer.head == 16)
        window.pressKey(up)
        window.pressKey(up)
        #expect(controller(window)?.buffer.head == 6)
    }

    @Test("Typing past the bottom scrolls the editor so the caret stays in view")
    func scrollsToCaret() throws {
        let (window, _) = window()
        window.tap(at: CGPoint(x: 60, y: 60))
        for line in 1...12 {
            window.type("line \(line)")
            window.pressKey(returnKey)
        }
        window.type("last")
        let caret = try #require(window.inputMethod.caret)
        #expect(caret.maxY <= 10 + 120)
        #expect(caret.minY >= 10)
        assertSnapshot(png: window.pngData(), named: "scrolled")
    }
}
