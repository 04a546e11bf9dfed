import CEnchant
import Foundation

/// The process's one Enchant broker and the dictionaries it opened, by the language asked for.
///
/// Main-actor bound, as `UITextChecker` is: Enchant's broker is not safe to share between threads.
@MainActor
final class EnchantBroker {
    static let shared = EnchantBroker()

    private let broker: OpaquePointer?
    private var dictionaries: [String: EnchantDictionary?] = [:]
    private var warned: Set<String> = []

    private init() {
        broker = enchant_broker_init()
    }

    /// The tags of the installed dictionaries, sorted.
    var languages: [String] {
        guard let broker else { return [] }
        DictionaryListing.begin()
        enchant_broker_list_dicts(
            broker,
            { tag, _, _, _, _ in
                if let tag { DictionaryListing.add(String(cString: tag)) }
            }, nil)
        return DictionaryListing.end()
    }

    /// The dictionary for `language` (see `UITextChecker` on how a tag is matched); nil, with a warning
    /// once per language, when none is installed.
    func dictionary(for language: String) -> EnchantDictionary? {
        if let known = dictionaries[language] { return known }
        let opened = tags(for: language).lazy.compactMap(open).first
        dictionaries[language] = opened
        if opened == nil, warned.insert(language).inserted {
            let hint = language.hasPrefix("en") ? " (Debian: apt install hunspell-en-us)" : ""
            FileHandle.standardError.write(
                Data("UITextChecker: no Enchant dictionary for \"\(language)\"; no word is reported\(hint)\n".utf8))
        }
        return opened
    }

    /// The tags to try for `language`: itself with `_` for `-`, then installed ones of its language,
    /// US English first among English ones.
    private func tags(for language: String) -> [String] {
        let exact = language.replacingOccurrences(of: "-", with: "_")
        let base = exact.split(separator: "_").first.map(String.init) ?? exact
        let installed = languages.filter { $0 == base || $0.hasPrefix(base + "_") }
        let preferred = installed.filter { $0 == base + "_US" }
        return [exact] + preferred + installed
    }

    private func open(_ tag: String) -> EnchantDictionary? {
        guard let broker, enchant_broker_dict_exists(broker, tag) != 0,
            let dictionary = enchant_broker_request_dict(broker, tag)
        else { return nil }
        return EnchantDictionary(dictionary)
    }
}

/// Collects the tags Enchant's listing callback reports; a C callback captures nothing, so it writes here.
private enum DictionaryListing {
    nonisolated(unsafe) private static var tags: Set<String> = []
    private static let lock = NSLock()

    static func begin() {
        lock.lock()
        tags = []
    }

    static func add(_ tag: String) {
        tags.insert(tag)
    }

    static func end() -> [String] {
        defer { lock.unlock() }
        return tags.sorted()
    }
}

/// One opened Enchant dictionary (kept open for the process, as the broker is).
@MainActor
final class EnchantDictionary {
    private let dictionary: OpaquePointer

    init(_ dictionary: OpaquePointer) {
        self.dictionary = dictionary
    }

    /// Whether Enchant accepts `word` (0 is Enchant's "correct"; an error counts as correct, so a
    /// failure never reports a good word as misspelled).
    func check(_ word: String) -> Bool {
        enchant_dict_check(dictionary, word, -1) <= 0
    }

    /// Enchant's suggestions, best first.
    func suggestions(for word: String) -> [String] {
        var count = 0
        guard let list = enchant_dict_suggest(dictionary, word, -1, &count) else { return [] }
        defer { enchant_dict_free_string_list(dictionary, list) }
        return (0..<count).compactMap { list[$0].map { String(cString: $0) } }
    }
}
