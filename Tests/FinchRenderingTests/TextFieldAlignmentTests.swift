import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// `.multilineTextAlignment`, `.foregroundColor`/`.foregroundStyle` and `.font` on text fields: where
/// the text, the caret and clicks land, and what colour and font the typed text (not the prompt) takes.
@MainActor
@Suite("TextField alignment, colour and font")
struct TextFieldAlignmentTests {
    private struct Field: View {
        @State var text: String
        let alignment: TextAlignment

        var body: some View {
            TextField("Prompt", text: $text)
                .multilineTextAlignment(alignment)
                .frame(width: 200)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The width of `string` in the body font, as the field measures it.
    private func width(of string: String) -> CGFloat {
        let span = TextSpan(string: string, font: Font.body.resolved, color: .black)
        return CairoBackend.shared.services.textMeasurer.measure(TextLayoutRequest(spans: [span])).size.width
    }

    private func controller(_ window: TestWindow) -> TextEditingController? {
        window.graph.focusedTextInput as? TextEditingController
    }

    /// Focuses the field (a tap at its right end puts the caret at the end of the text).
    private func focusedWindow(_ text: String, _ alignment: TextAlignment) -> TestWindow {
        let window = TestWindow(size: CGSize(width: 240, height: 60)) { Field(text: text, alignment: alignment) }
        window.tap(at: CGPoint(x: 199, y: 10))
        return window
    }

    @Test("Centred text sits in the middle of the field, the caret at its end")
    func centredCaret() throws {
        let window = focusedWindow("Hello", .center)
        let caret = try #require(window.inputMethod.caret)
        let textWidth = width(of: "Hello")
        // The 2-pt caret's room is kept at the trailing end, as for leading text.
        let start = (200 - EditableTextNode.caretWidth - textWidth) / 2
        #expect(abs(caret.minX - (start + textWidth)) < 0.5)
        #expect(controller(window)?.buffer.head == 5)
    }

    @Test("Trailing text ends at the field's trailing edge; leading text starts at its leading edge")
    func trailingAndLeading() throws {
        let trailing = focusedWindow("Hello", .trailing)
        #expect(abs(try #require(trailing.inputMethod.caret).minX - (200 - EditableTextNode.caretWidth)) < 0.5)
        let leading = focusedWindow("Hello", .leading)
        #expect(abs(try #require(leading.inputMethod.caret).minX - width(of: "Hello")) < 0.5)
    }

    @Test("Clicks under centred text find the characters where they are drawn")
    func centredClicks() throws {
        let window = focusedWindow("Hello", .center)
        let textWidth = width(of: "Hello")
        let start = (200 - EditableTextNode.caretWidth - textWidth) / 2
        window.tap(at: CGPoint(x: start - 20, y: 10))
        #expect(controller(window)?.buffer.head == 0)
        window.tap(at: CGPoint(x: start + width(of: "He"), y: 10))
        #expect(controller(window)?.buffer.head == 2)
        window.tap(at: CGPoint(x: start + textWidth + 20, y: 10))
        #expect(controller(window)?.buffer.head == 5)
    }

    @Test("An empty centred field has its caret in the middle and its prompt centred by its own width")
    func centredEmpty() throws {
        let window = focusedWindow("", .center)
        let caret = try #require(window.inputMethod.caret)
        #expect(abs(caret.minX - (200 - EditableTextNode.caretWidth) / 2) < 0.5)
        let prompt = try #require(window.textRuns.first { $0.layout.string == "Prompt" })
        #expect(abs(prompt.frame.minX - (200 - EditableTextNode.caretWidth - width(of: "Prompt")) / 2) < 0.5)
    }

    private struct Styled: View {
        @State var text = "Centred"
        @State var empty = ""

        var body: some View {
            VStack(spacing: 12) {
                TextField("Name", text: $text)
                    .textFieldStyle(.roundedBorder)
                    .multilineTextAlignment(.center)
                    .foregroundColor(.red)
                    .font(.title)
                TextField("Prompt stays grey", text: $empty)
                    .textFieldStyle(.roundedBorder)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.red)
                SecureField("Password", text: $text)
                    .textFieldStyle(.roundedBorder)
                    .multilineTextAlignment(.trailing)
                    .foregroundColor(.blue)
            }
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    @Test("The typed text takes the foreground colour and font; the prompt stays secondary grey")
    func colourAndFont() throws {
        let window = TestWindow(size: CGSize(width: 280, height: 170)) { Styled() }
        let runs = window.textRuns
        let typed = try #require(runs.first { $0.layout.string == "Centred" })
        let red = Color.red.resolve(in: EnvironmentValues())
        #expect(typed.layout.spans.first?.color == red)
        #expect(typed.layout.spans.first?.font == Font.title.resolved)
        let prompt = try #require(runs.first { $0.layout.string == "Prompt stays grey" })
        #expect(prompt.layout.spans.first?.color != red)
        let bullets = try #require(runs.first { $0.layout.string.hasPrefix("•") })
        #expect(bullets.layout.spans.first?.color == Color.blue.resolve(in: EnvironmentValues()))
        assertSnapshot(png: window.pngData(), named: "centred-red")
    }

    @Test("A centred TextEditor centres each line")
    func centredEditor() throws {
        let window = TestWindow(size: CGSize(width: 240, height: 120)) {
            TextEditor(text: .constant("One\nTwo lines"))
                .multilineTextAlignment(.center)
        }
        let runs = window.textRuns
        let first = try #require(runs.first { $0.layout.string == "One" })
        #expect(first.layout.alignment == .center)
    }
}
