import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

private struct SignIn: View {
    @State private var name = ""
    @State private var password = ""
    @State private var showsHidden = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Your name", text: $name).textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
            TextField("Hidden field", text: .constant("")).hidden()
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The editor's text, read back by the test.
@MainActor
private final class NotesModel {
    var text = ""
}

private struct Notes: View {
    let model: NotesModel
    @State var text: String

    var body: some View {
        let _ = (model.text = text)
        TextEditor(text: $text)
            .frame(width: 240, height: 120)
            .padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `frames(ofText:)` finds every text a person sees, as XCUITest finds an element by its label, its
/// value or a field's placeholder: a `Text`, a field's prompt while the field is empty, and what was
/// typed into a field or an editor (a secure field's bullets, never its text).
@MainActor
@Suite("frames(ofText:) finds prompts and typed text where they are drawn")
struct DrawnTextFramesTests {
    /// Every text run the window paints with the string it draws, in window points.
    func paintedRuns(_ window: TestWindow) -> [(string: String, frame: CGRect)] {
        var runs: [(string: String, frame: CGRect)] = []
        func walk(_ items: [DisplayItem], _ transform: Transform2D) {
            for item in items {
                switch item {
                case .text(let run):
                    runs.append((run.layout.spans.map(\.string).joined(), transform.bounds(of: run.frame)))
                case .group(let group):
                    walk(group.children, group.transform.concatenating(transform))
                default:
                    break
                }
            }
        }
        walk(window.displayList.items, .identity)
        return runs
    }

    func painted(_ string: String, in window: TestWindow) -> [CGRect] {
        paintedRuns(window).filter { $0.string == string }.map(\.frame)
    }

    @Test("An empty field's prompt is found where it is drawn, and a tap there focuses the field")
    func prompt() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 200)) { SignIn() }
        let frames = window.frames(ofText: "Your name")
        #expect(frames.count == 1)
        #expect(frames == painted("Your name", in: window))
        let frame = try #require(frames.first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(window.graph.focusedTextInput != nil)
    }

    @Test("Typed text is found where it is drawn, and the prompt it replaced no longer is")
    func typedText() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 200)) { SignIn() }
        let prompt = try #require(window.frames(ofText: "Your name").first)
        window.tap(at: CGPoint(x: prompt.midX, y: prompt.midY))
        #expect(window.type("Ada"))
        #expect(window.frames(ofText: "Your name").isEmpty)
        let frames = window.frames(ofText: "Ada")
        #expect(frames.count == 1)
        #expect(frames == painted("Ada", in: window))
        #expect(frames.first?.minY == prompt.minY)
        // Removing the text brings the prompt back.
        for _ in 0..<3 { window.pressKey(0xff08) }
        #expect(window.frames(ofText: "Ada").isEmpty)
        #expect(window.frames(ofText: "Your name") == [prompt])
    }

    @Test("A secure field's prompt is found; its text is found as the bullets drawn, never as typed")
    func secureField() throws {
        let window = TestWindow(size: CGSize(width: 320, height: 200)) { SignIn() }
        let prompt = try #require(window.frames(ofText: "Password").first)
        #expect([prompt] == painted("Password", in: window))
        window.tap(at: CGPoint(x: prompt.midX, y: prompt.midY))
        #expect(window.type("abc"))
        #expect(window.frames(ofText: "Password").isEmpty)
        #expect(window.frames(ofText: "abc").isEmpty)
        #expect(window.frames(ofText: "•••") == painted("•••", in: window))
        #expect(window.frames(ofText: "•••").count == 1)
    }

    @Test("A hidden field's prompt is not found, though it is laid out")
    func hiddenPrompt() {
        let window = TestWindow(size: CGSize(width: 320, height: 200)) { SignIn() }
        #expect(window.frames(ofText: "Hidden field").isEmpty)
        #expect(window.layoutFrames(ofText: "Hidden field").count == 1)
    }

    @Test("A text editor's text is found as a whole, from its first drawn line to its last")
    func editorText() throws {
        let text = "first line\nsecond line"
        let model = NotesModel()
        let window = TestWindow(size: CGSize(width: 260, height: 140)) { Notes(model: model, text: text) }
        let frames = window.frames(ofText: text)
        #expect(frames.count == 1)
        let frame = try #require(frames.first)
        let lines = painted("first line", in: window) + painted("second line", in: window)
        #expect(lines.count == 2)
        for line in lines { #expect(frame.contains(CGPoint(x: line.minX, y: line.midY))) }
        #expect(frame.minY == lines.map(\.minY).min())
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(window.type("!"))
        #expect(model.text != text)
        #expect(window.frames(ofText: text).isEmpty)
        #expect(window.frames(ofText: model.text).count == 1)
    }
}
