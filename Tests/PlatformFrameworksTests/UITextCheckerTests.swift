import Foundation
import Testing
import UIKit

@MainActor
@Suite("UITextChecker spells through Enchant and Hunspell's US English dictionary")
struct UITextCheckerTests {
    /// The word game's test: a real word has no misspelled range.
    func isReal(_ word: String) -> Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(
            in: word, range: range, startingAt: 0, wrap: false, language: "en")
        return misspelled.location == NSNotFound
    }

    @Test("US English is installed (hunspell-en-us)")
    func languages() {
        #expect(UITextChecker.availableLanguages.contains("en_US"))
    }

    @Test("Real words pass the word game's check; made-up ones fail")
    func wordGame() {
        #expect(isReal("silkworm"))
        #expect(isReal("worms"))
        #expect(isReal("don't"))
        #expect(!isReal("wrms"))
        #expect(!isReal("silkwormz"))
    }

    @Test("The misspelled word's range, from the starting offset, with and without wrapping")
    func ranges() {
        let checker = UITextChecker()
        let text = "Ths is a sentense"
        let whole = NSRange(location: 0, length: text.utf16.count)
        let first = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US")
        #expect(first == NSRange(location: 0, length: 3))
        let second = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 4, wrap: false, language: "en")
        #expect(second == NSRange(location: 9, length: 8))
        let wrapped = checker.rangeOfMisspelledWord(
            in: "Ths is", range: NSRange(location: 0, length: 6),
            startingAt: 4, wrap: true, language: "en-US")
        #expect(wrapped == NSRange(location: 0, length: 3))
        let unwrapped = checker.rangeOfMisspelledWord(
            in: "Ths is", range: NSRange(location: 0, length: 6),
            startingAt: 4, wrap: false, language: "en")
        #expect(unwrapped.location == NSNotFound)
    }

    @Test("Guesses and completions come from Enchant's suggestions")
    func guessesAndCompletions() {
        let checker = UITextChecker()
        let guesses = checker.guesses(forWordRange: NSRange(location: 0, length: 8), in: "sentense", language: "en")
        #expect(guesses?.contains("sentence") == true)
        let completions = checker.completions(
            forPartialWordRange: NSRange(location: 0, length: 6), in: "senten", language: "en")
        #expect(completions?.allSatisfy { $0.lowercased().hasPrefix("senten") } == true)
    }

    @Test("Learned and ignored words are accepted")
    func learnAndIgnore() {
        let checker = UITextChecker()
        let word = "Finchly"
        let range = NSRange(location: 0, length: word.utf16.count)
        #expect(
            checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
                == range)
        checker.ignoreWord(word)
        #expect(checker.ignoredWords == [word])
        #expect(isReal(word) == false)
        #expect(
            checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
                .location == NSNotFound)
        UITextChecker.learnWord(word)
        #expect(UITextChecker.hasLearnedWord(word))
        #expect(isReal(word))
        UITextChecker.unlearnWord(word)
        #expect(!UITextChecker.hasLearnedWord(word))
    }

    @Test("A language with no dictionary reports no misspellings and no guesses")
    func missingDictionary() {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: 4)
        #expect(
            checker.rangeOfMisspelledWord(in: "wrms", range: range, startingAt: 0, wrap: false, language: "xx")
                .location == NSNotFound)
        #expect(checker.guesses(forWordRange: range, in: "wrms", language: "xx") == nil)
    }
}
