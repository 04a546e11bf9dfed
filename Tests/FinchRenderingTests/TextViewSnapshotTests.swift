import Finch
import FinchTesting
import Testing

@MainActor @Suite("Text views render as SwiftUI draws them on an iPhone")
struct TextViewSnapshotTests {
    let pangram = "The quick brown fox jumps over the lazy dog"

    @Test("A single line of body text is drawn in Inter, centred in the canvas")
    func singleLine() {
        assertSnapshot(of: Text("Hello, Finch!"), size: CGSize(width: 160, height: 40))
    }

    @Test("Text wraps at word boundaries in a 120-point width")
    func wrapsInNarrowWidth() {
        assertSnapshot(of: Text(pangram).frame(width: 120), size: CGSize(width: 140, height: 120))
    }

    @Test("Text too tall for its frame ends its last visible line with an ellipsis")
    func truncatesWhenHeightIsShort() {
        assertSnapshot(of: Text(pangram).frame(width: 120, height: 44), size: CGSize(width: 140, height: 60))
    }

    @Test("lineLimit(1) keeps one line and ends it with an ellipsis")
    func truncatesAtLineLimit() {
        assertSnapshot(of: Text(pangram).lineLimit(1).frame(width: 120), size: CGSize(width: 140, height: 40))
    }

    @Test("multilineTextAlignment aligns each wrapped line", arguments: [TextAlignment.center, .trailing])
    func alignsLines(alignment: TextAlignment) {
        let view = Text("One two three four five six seven")
            .multilineTextAlignment(alignment)
            .frame(width: 120)
            .background(Color.yellow.opacity(0.3))
        assertSnapshot(of: view, size: CGSize(width: 140, height: 100), named: "\(alignment)")
    }

    @Test(
        "Text styles and system fonts have SwiftUI's sizes and weights",
        arguments: [
            ("largeTitle", Font.largeTitle), ("headline", .headline), ("caption", .caption),
            ("monospacedBold30", .system(size: 30, weight: .bold, design: .monospaced)),
        ])
    func fonts(name: String, font: Font) {
        assertSnapshot(of: Text("Finch 123").font(font), size: CGSize(width: 220, height: 60), named: name)
    }

    @Test("bold() and italic() change the face of the text")
    func boldAndItalic() {
        let view = VStack(spacing: 4) {
            Text("Regular")
            Text("Bold").bold()
            Text("Italic").italic()
            Text("Bold italic").bold().italic()
        }
        assertSnapshot(of: view, size: CGSize(width: 140, height: 120))
    }

    @Test("Text + Text keeps each part's colour and weight")
    func concatenation() {
        let view = Text("Red ").foregroundColor(.red) + Text("and blue").foregroundColor(.blue).bold()
        assertSnapshot(of: view, size: CGSize(width: 160, height: 40))
    }

    @Test("foregroundColor on a stack colours every Text inside, unless a Text sets its own")
    func foregroundColorFlowsDown() {
        let view = VStack {
            Text("Inherited purple")
            Text("Own green").foregroundColor(.green)
            Text("Inherited purple")
        }
        .foregroundColor(.purple)
        assertSnapshot(of: view, size: CGSize(width: 160, height: 90))
    }
}
