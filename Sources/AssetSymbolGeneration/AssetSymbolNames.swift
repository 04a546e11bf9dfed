/// The Swift names Xcode's generated asset symbols give catalog names: lower camel case of the name's
/// words (a leading all-capital word lowered whole: "HTTPLogo" is `httpLogo`), with a trailing "Color" of a
/// colour set or "Image" of an image set dropped ("AccentColor" is `accent`), `_` before a leading digit.
public enum AssetSymbolNames {
    /// The symbol for `name` (a namespaced name's parts join as words), nil when nothing of it is left.
    public static func symbol(for name: String, droppingSuffix suffix: String) -> String? {
        var words = self.words(in: name)
        if words.count > 1, words.last?.lowercased() == suffix.lowercased() { words.removeLast() }
        guard let first = words.first else { return nil }
        let head = first.allSatisfy(\.isUppercase) ? first.lowercased() : lowerFirst(first)
        let joined = head + words.dropFirst().map(upperFirst).joined()
        guard let leading = joined.first else { return nil }
        return leading.isNumber ? "_" + joined : joined
    }

    /// The words of `name`: split at anything not a letter or digit and where a capital starts a word
    /// ("BrandColor" → Brand, Color; "HTTPLogo" → HTTP, Logo; "icon-2x" → icon, 2x).
    static func words(in name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber, character.isASCII else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase
                && ((previous.map { $0.isLowercase || $0.isNumber } ?? false)
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func lowerFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }

    private static func upperFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
