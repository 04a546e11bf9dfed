import Foundation

/// Splits text into words for `UITextChecker`, with their ranges in UTF-16 offsets (`NSRange`'s unit):
/// a word is a run of letters, with apostrophes inside it (`don't`); digits and other marks separate words.
enum WordScanner {
    struct Word {
        let text: String
        let range: NSRange
    }

    static func words(in string: String, range: NSRange) -> [Word] {
        guard let text = substring(of: string, in: range) else { return [] }
        var words: [Word] = []
        var current = ""
        var start = range.location
        var offset = range.location
        func finish() {
            // A trailing apostrophe (`dogs'`) is not part of the word.
            while current.last == "'" || current.last == "’" { current.removeLast() }
            if !current.isEmpty {
                words.append(Word(text: current, range: NSRange(location: start, length: current.utf16.count)))
            }
            current = ""
        }
        for character in text {
            let isApostrophe = character == "'" || character == "’"
            if character.isLetter || (isApostrophe && !current.isEmpty) {
                if current.isEmpty { start = offset }
                current.append(character)
            } else {
                finish()
            }
            offset += character.utf16.count
        }
        finish()
        return words
    }

    /// The part of `string` at `range` (UTF-16 offsets), clamped to the string; nil when outside it.
    static func substring(of string: String, in range: NSRange) -> String? {
        let utf16 = string.utf16
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, range.location <= utf16.count
        else { return nil }
        let end = min(utf16.count, range.location + range.length)
        let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
        let upper = utf16.index(utf16.startIndex, offsetBy: end)
        return String(string[lower..<upper])
    }
}
