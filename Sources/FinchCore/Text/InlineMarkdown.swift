import Foundation

/// The inline Markdown SwiftUI reads in a `LocalizedStringKey` (`Text("**Bold** and *italic*")`):
/// `**strong**`/`__strong__`, `*emphasis*`/`_emphasis_`, `***both***`, `` `code` ``,
/// `~~strikethrough~~` (or `~one~`), `[links](https://…)` and backslash escapes. Whitespace and line
/// breaks are kept as written, as SwiftUI's `.inlineOnlyPreservingWhitespace`; block syntax
/// (headings, lists) stays as typed. Linux's Foundation has no `AttributedString(markdown:)`, so Finch
/// reads it here, following CommonMark's flanking rules in a simplified form: an opening run must be
/// followed by a non-space, a closing one preceded by one, and `_` does not work inside words.
/// Delimiters that find no partner stay as text.
struct InlineMarkdown {
    struct Run: Equatable {
        var string: String
        var style: InlineStyle
    }

    private let characters: [Character]

    /// Links and emphasis nest at most this deep; deeper delimiters stay as text. Each level is a
    /// recursion of `parse`, and text from anywhere (a chat message through `AttributedString(markdown:)`)
    /// could otherwise nest thousands deep and overflow the stack, a background thread's small one
    /// first; a bracket's partner is looked for only this deep, so 8,000 `[` cost no quadratic scan.
    static let maximumNesting = 32

    /// The runs of `source`, adjacent runs of one style joined.
    static func parse(_ source: String) -> [Run] {
        let parser = InlineMarkdown(characters: Array(source))
        var runs: [Run] = []
        parser.parse(0..<parser.characters.count, style: InlineStyle(), depth: 0, into: &runs)
        return runs
    }

    private func parse(_ range: Range<Int>, style: InlineStyle, depth: Int, into runs: inout [Run]) {
        let nests = depth < Self.maximumNesting
        var text = ""
        func flush() {
            guard !text.isEmpty else { return }
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].string += text
            } else {
                runs.append(Run(string: text, style: style))
            }
            text = ""
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let character = characters[index]
            if character == "\\", index + 1 < range.upperBound, Self.isEscapable(characters[index + 1]) {
                text.append(characters[index + 1])
                index += 2
            } else if character == "`", let span = codeSpan(at: index, limit: range.upperBound) {
                flush()
                var code = style
                code.code = true
                runs.append(Run(string: span.content, style: code))
                index = span.end
            } else if character == "[", nests, let span = linkSpan(at: index, limit: range.upperBound) {
                flush()
                var linked = style
                linked.link = span.url
                parse(span.text, style: linked, depth: depth + 1, into: &runs)
                index = span.end
            } else if "*_~".contains(character) {
                let length = runLength(at: index, limit: range.upperBound)
                if nests, let span = emphasisSpan(at: index, length: length, limit: range.upperBound) {
                    flush()
                    parse(span.inner, style: style.adding(span.style), depth: depth + 1, into: &runs)
                    index = span.end
                } else {
                    text += String(repeating: character, count: length)
                    index += length
                }
            } else {
                text.append(character)
                index += 1
            }
        }
        flush()
    }

    private static func isEscapable(_ character: Character) -> Bool {
        character.isASCII && (character.isPunctuation || character.isSymbol)
    }

    /// How many of `characters[index]` follow one another from `index`.
    private func runLength(at index: Int, limit: Int) -> Int {
        var end = index
        while end < limit, characters[end] == characters[index] { end += 1 }
        return end - index
    }

    private func isSpace(at index: Int, limit: Int) -> Bool {
        index < 0 || index >= limit || characters[index].isWhitespace
    }

    private func isWordCharacter(at index: Int, limit: Int) -> Bool {
        index >= 0 && index < limit && (characters[index].isLetter || characters[index].isNumber)
    }

    // MARK: Code spans

    /// A code span opening at `index`: its text (one space trimmed from each end when both have one,
    /// line breaks as spaces, as CommonMark) and the index after its closing backticks.
    private func codeSpan(at index: Int, limit: Int) -> (content: String, end: Int)? {
        let length = runLength(at: index, limit: limit)
        var search = index + length
        while search < limit {
            guard characters[search] == "`" else {
                search += 1
                continue
            }
            let closing = runLength(at: search, limit: limit)
            if closing == length {
                var content = String(characters[(index + length)..<search]).replacingOccurrences(of: "\n", with: " ")
                if content.count > 2, content.first == " ", content.last == " ",
                    content.contains(where: { $0 != " " })
                {
                    content = String(content.dropFirst().dropLast())
                }
                return (content, search + closing)
            }
            search += closing
        }
        return nil
    }

    // MARK: Links

    /// A `[text](destination)` link at `index` whose destination is a URL.
    private func linkSpan(at index: Int, limit: Int) -> (text: Range<Int>, url: URL, end: Int)? {
        guard let close = matching("[", "]", from: index, limit: limit), close + 1 < limit,
            characters[close + 1] == "(", let end = matching("(", ")", from: close + 1, limit: limit)
        else { return nil }
        var destination = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
        // A quoted title after the destination (`[a](https://x "Title")`) is not shown; other words
        // after it mean this is no link (a destination has no spaces).
        if let space = destination.firstIndex(of: " ") {
            let title = destination[space...].trimmingCharacters(in: .whitespaces)
            guard title.count >= 2, let quote = title.first, "\"'".contains(quote), title.last == quote else {
                return nil
            }
            destination = String(destination[..<space])
        }
        if destination.hasPrefix("<"), destination.hasSuffix(">") {
            destination = String(destination.dropFirst().dropLast())
        }
        guard !destination.isEmpty, let url = URL(string: destination) else { return nil }
        return ((index + 1)..<close, url, end + 1)
    }

    /// The index of the `close` that balances the `open` at `index`, skipping escaped characters; nil
    /// when there is none, or when brackets nest deeper than `maximumNesting` before it.
    private func matching(_ open: Character, _ close: Character, from index: Int, limit: Int) -> Int? {
        var depth = 0
        var search = index
        while search < limit {
            let character = characters[search]
            if character == "\\" {
                search += 2
                continue
            }
            if character == open {
                depth += 1
                guard depth <= Self.maximumNesting else { return nil }
            }
            if character == close {
                depth -= 1
                if depth == 0 { return search }
            }
            search += 1
        }
        return nil
    }

    // MARK: Emphasis

    /// The emphasis opened by the `length` delimiters at `index`: its inside and the index after it.
    private func emphasisSpan(at index: Int, length: Int, limit: Int) -> (
        inner: Range<Int>, style: InlineStyle, end: Int
    )? {
        let delimiter = characters[index]
        guard let style = Self.style(of: delimiter, length: length),
            canOpen(at: index, length: length, limit: limit)
        else { return nil }
        // Runs opened inside and still waiting for their closers, so `*a **b** c*` closes at the last `*`.
        var nested: [Int] = []
        var search = index + length
        while search < limit {
            let character = characters[search]
            if character == "\\" {
                search += 2
                continue
            }
            if character == "`", let span = codeSpan(at: search, limit: limit) {
                search = span.end
                continue
            }
            guard character == delimiter else {
                search += 1
                continue
            }
            let run = runLength(at: search, limit: limit)
            if canClose(at: search, length: run, limit: limit) {
                var left = run
                while left > 0, let opened = nested.popLast() {
                    if opened > left { nested.append(opened - left) }
                    left -= min(opened, left)
                }
                if left >= length, search + run - length > index + length {
                    return ((index + length)..<(search + run - length), style, search + run)
                }
            } else if canOpen(at: search, length: run, limit: limit) {
                // Openers piling up without closers: this one is not closed within reach (and scanning
                // on from every one of thousands of `*a` would be quadratic).
                guard nested.count < Self.maximumNesting else { return nil }
                nested.append(run)
            }
            search += run
        }
        return nil
    }

    private static func style(of delimiter: Character, length: Int) -> InlineStyle? {
        var style = InlineStyle()
        switch (delimiter, length) {
        case ("~", 1...2): style.strikethrough = .single
        case ("*", 1), ("_", 1): style.italic = true
        case ("*", 2), ("_", 2): style.bold = true
        case ("*", 3), ("_", 3):
            style.bold = true
            style.italic = true
        default: return nil
        }
        return style
    }

    private func canOpen(at index: Int, length: Int, limit: Int) -> Bool {
        guard !isSpace(at: index + length, limit: limit) else { return false }
        return characters[index] != "_" || !isWordCharacter(at: index - 1, limit: limit)
    }

    private func canClose(at index: Int, length: Int, limit: Int) -> Bool {
        guard !isSpace(at: index - 1, limit: limit) else { return false }
        return characters[index] != "_" || !isWordCharacter(at: index + length, limit: limit)
    }
}
