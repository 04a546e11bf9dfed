import Finch
import FinchTesting
import Foundation

/// Text of any Unicode laid out and drawn by the headless renderer (Pango through Cairo), wrapped or
/// truncated at any width, verbatim or as inline Markdown.
enum TextLayoutFuzzer {
    @MainActor static func run(_ data: Data) {
        var input = FuzzInput(data)
        let width = CGFloat(input.int(in: 0...400))
        let lineLimit = input.int(in: 0...4)
        let modes: [Text.TruncationMode] = [.tail, .head, .middle]
        let mode = modes[input.int(in: 0...2)]
        let size = CGFloat(input.int(in: 1...64))
        let alignments: [TextAlignment] = [.leading, .center, .trailing]
        let alignment = alignments[input.int(in: 0...2)]
        // Half the inputs are string keys, read as inline Markdown as `Text("…")` reads a literal.
        let markdown = input.int(in: 0...1) == 1
        let text = input.text(2048)
        let window = TestWindow(size: CGSize(width: 420, height: 300)) {
            (markdown ? Text(LocalizedStringKey(text)) : Text(verbatim: text))
                .font(.system(size: size))
                .lineLimit(lineLimit == 0 ? nil : lineLimit)
                .truncationMode(mode)
                .multilineTextAlignment(alignment)
                .frame(width: width)
        }
        window.render()
        _ = window.textRuns
        try? window.close()
    }
}
