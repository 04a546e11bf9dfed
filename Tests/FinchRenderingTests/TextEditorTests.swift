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

    @Test(".lineSpacing spaces an editor's lines, wrapped and between paragraphs, and its caret follows")
    func lineSpacing() throws {
        func layout(spacing: CGFloat) -> TestWindow {
            TestWindow(size: CGSize(width: 260, height: 300)) {
                TextEditor(text: .constant("one\ntwo\nthree words that wrap around the editor's width"))
                    .lineSpacing(spacing)
                    .frame(width: 120, height: 280)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let plain = layout(spacing: 0)
        let spaced = layout(spacing: 10)
        let plainRuns = plain.textRuns.map(\.frame)
        let spacedRuns = spaced.textRuns.map(\.frame)
        try #require(plainRuns.count == 3 && spacedRuns.count == 3)
        // Each paragraph starts 10 points further down per gap above it, and the wrapped one is 10
        // points taller per extra line.
        #expect(abs(spacedRuns[1].minY - plainRuns[1].minY - 10) < 0.5)
        #expect(abs(spacedRuns[2].minY - plainRuns[2].minY - 20) < 0.5)
        let lines = (plainRuns[2].height / plainRuns[0].height).rounded()
        #expect(lines >= 2)
        #expect(abs(spacedRuns[2].height - plainRuns[2].height - 10 * (lines - 1)) < 1)
        // A click on the second paragraph puts the caret there.
        spaced.tap(at: CGPoint(x: 20, y: spacedRuns[1].midY))
        let controller = try #require(spaced.graph.focusedTextInput as? TextEditingController, "\(spacedRuns)")
        let caret = try #require(controller.geometry).caretRect(atDisplay: 4)
        #expect(abs(caret.minY - (spacedRuns[1].minY - spacedRuns[0].minY)) < 1)
    }
}
