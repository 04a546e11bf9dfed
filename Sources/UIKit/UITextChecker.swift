import CEnchant
import Foundation

/// UIKit's spell checker, through a real one: Enchant 2 with Hunspell's dictionaries (Debian's
/// `hunspell-en-us` and the other `hunspell-*` packages).
///
/// Languages are Enchant's tags (`en_US`); a bare language (`"en"`, as apps often pass) or a BCP 47 tag
/// (`"en-US"`) picks an installed dictionary of that language, US English first. When no dictionary
/// fits, the checker reports no misspelled words and no guesses (as Apple's does for a language it
/// lacks) and says once on standard error which package to install.
///
/// Enchant has no word completion: `completions(forPartialWordRange:in:language:)` returns Enchant's
/// suggestions for the partial word that start with it. Learned words last for the process (Apple
/// keeps them in the user's dictionary); they are not written to Enchant's personal word list.
@MainActor
public final class UITextChecker {
    private var ignored: Set<String> = []
    private static var learned: Set<String> = []

    public init() {}

    /// The words this checker skips (`ignoreWord`).
    public var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored.sorted() }
        set { ignored = Set(newValue ?? []) }
    }

    /// The languages with an installed dictionary, as Enchant's tags (`en_US`).
    public static var availableLanguages: [String] { EnchantBroker.shared.languages }

    /// The first misspelled word of `string` within `range`, from `startingOffset` (UTF-16), on to the end
    /// of the range and, with `wrap`, from its start; `NSRange(location: NSNotFound, length: 0)` if none.
    public func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let dictionary = EnchantBroker.shared.dictionary(for: language) else { return notFound }
        let words = WordScanner.words(in: stringToCheck, range: range)
        let after = words.filter { $0.range.location >= startingOffset }
        let before = wrapFlag ? words.filter { $0.range.location < startingOffset } : []
        for word in after + before where !isAccepted(word.text, by: dictionary) {
            return word.range
        }
        return notFound
    }

    /// Enchant's suggestions for the word at `range`; nil when no dictionary fits `language`.
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let dictionary = EnchantBroker.shared.dictionary(for: language),
            let word = WordScanner.substring(of: string, in: range), !word.isEmpty
        else { return nil }
        return dictionary.suggestions(for: word)
    }

    /// Words starting with the partial word at `range`, from Enchant's suggestions (Enchant has no
    /// completion of its own); nil when no dictionary fits `language`.
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let dictionary = EnchantBroker.shared.dictionary(for: language),
            let partial = WordScanner.substring(of: string, in: range), !partial.isEmpty
        else { return nil }
        let prefix = partial.lowercased()
        return dictionary.suggestions(for: partial).filter {
            $0.count > partial.count && $0.lowercased().hasPrefix(prefix)
        }
    }

    /// Skips `word` in this checker from now on.
    public func ignoreWord(_ wordToIgnore: String) {
        ignored.insert(wordToIgnore)
    }

    /// Accepts `word` as correctly spelled in every checker, for the rest of the process.
    public static func learnWord(_ word: String) {
        learned.insert(word)
    }

    public static func hasLearnedWord(_ word: String) -> Bool {
        learned.contains(word)
    }

    public static func unlearnWord(_ word: String) {
        learned.remove(word)
    }

    private func isAccepted(_ word: String, by dictionary: EnchantDictionary) -> Bool {
        ignored.contains(word) || Self.learned.contains(word) || dictionary.check(word)
    }
}
