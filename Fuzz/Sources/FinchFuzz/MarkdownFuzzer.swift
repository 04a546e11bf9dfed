import Finch
import Foundation

@testable import FinchCore

/// Finch's inline Markdown reader, which every `Text("…")` of a string key and
/// `AttributedString(markdown:)` go through: any text, however its delimiters nest or fail to pair.
enum MarkdownFuzzer {
    static func run(_ data: Data) {
        let source = String(decoding: data, as: UTF8.self)
        let runs = InlineMarkdown.parse(source)
        // Markdown only removes (delimiters, escapes, a link's target): the runs are never longer.
        let length = runs.reduce(0) { $0 + $1.string.unicodeScalars.count }
        if length > source.unicodeScalars.count {
            fatalError("Markdown runs of \(length) scalars from a source of \(source.unicodeScalars.count)")
        }
        _ = try? AttributedString(markdown: source, baseURL: URL(string: "https://example.com/base/"))
    }
}
