import Foundation
import Testing

@testable import FinchCore

/// Inputs `make fuzz` found for the inline Markdown reader (Fixtures/Fuzz, docs/fuzzing.md): links and
/// emphasis nested thousands deep overflowed the stack (a recursion per level), and thousands of
/// unclosed `[` took a quadratic scan (16 s for 8,000 under AddressSanitizer).
@Suite("Text: Markdown from the fuzzer")
struct TextMarkdownFuzzTests {
    /// The source's runs, parsed on a thread with a 1 MB stack: the 32 levels allowed fit in a debug
    /// build's large frames (256 KB did not), and a reader that recursed once per level would need
    /// thousands of them (these inputs overflowed an 8 MB stack under AddressSanitizer).
    private func parseOnSmallStack(_ source: String) -> [InlineMarkdown.Run] {
        let result = ParseResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.runs = InlineMarkdown.parse(source)
            done.signal()
        }
        thread.stackSize = 1024 * 1024
        thread.start()
        done.wait()
        return result.runs
    }

    private func fixture(_ name: String) throws -> String {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures/Fuzz"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("3,000 nested links parse: the inner 32 are links (of no text), the outer brackets stay as text")
    func nestedLinks() throws {
        let source = try fixture("markdown-nested-links")
        let outer = 3000 - InlineMarkdown.maximumNesting
        let text = parseOnSmallStack(source).map(\.string).joined()
        #expect(text == String(repeating: "[", count: outer) + String(repeating: "](u)", count: outer))
    }

    @Test("2,000 nested emphases parse; the outer 32 are italic, the rest stay as text")
    func nestedEmphasis() throws {
        let source = try fixture("markdown-nested-emphasis")
        let runs = parseOnSmallStack(source)
        #expect(runs.contains { $0.style.italic })
        #expect(runs.map(\.string).joined().filter { $0 == "*" }.count == 2 * (2000 - InlineMarkdown.maximumNesting))
    }

    @Test("8,000 unclosed brackets are text, read without a scan from each")
    func openBrackets() throws {
        let source = try fixture("markdown-open-brackets")
        #expect(parseOnSmallStack(source) == [InlineMarkdown.Run(string: source, style: InlineStyle())])
    }

    @Test("Nesting up to the limit still reads: 32 links inside one another")
    func nestingAtTheLimit() throws {
        let depth = InlineMarkdown.maximumNesting
        let source = String(repeating: "[", count: depth) + "x" + String(repeating: "](https://e.com)", count: depth)
        #expect(InlineMarkdown.parse(source) == [.init(string: "x", style: linked("https://e.com"))])
    }

    private func linked(_ address: String) -> InlineStyle {
        var style = InlineStyle()
        style.link = URL(string: address)
        return style
    }
}

/// What the parsing thread hands back; written before the semaphore is signalled, read after.
private final class ParseResult: @unchecked Sendable {
    var runs: [InlineMarkdown.Run] = []
}
