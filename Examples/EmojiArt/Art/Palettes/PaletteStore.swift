import Finch

/// The user's palettes, kept as JSON in `UserDefaults` under `"PaletteStore:" + name` (the course's
/// `PaletteStore`, lectures 11–12).
///
/// Linux's Foundation writes a `UserDefaults` domain only when asked (`synchronize()`), and then in
/// place, not through a temporary file; so every change is also saved with Finch's
/// `saveDomainAtomically`, which writes the domain's file to a temporary file and renames it. The
/// course's `UserDefaults.standard` is the application's domain as a suite here
/// (`applicationDefaults`, the same file), since Linux's `.standard` does not give its values back.
class PaletteStore: ObservableObject {
    let name: String
    /// Where the palettes are kept, the name of its domain, and the folder of the domain's file
    /// (`<folder>/<domain>.plist`).
    private let defaults: UserDefaults
    private let domain: String?
    private let folder: URL

    @Published var palettes = [Palette]() {
        didSet {
            if palettes != oldValue { storeInUserDefaults() }
        }
    }

    /// Why the last change could not be saved to the domain's file (naming the file and the cause: a
    /// read-only folder, a full disk…), until a change is saved or the message is dismissed. The
    /// palettes stay as they are in memory and in `defaults`; the next change writes them all.
    @Published var saveProblem: String?

    /// The store `name`, in `defaults`; `domain` names that store's file in `folder` for the atomic
    /// save (nil: not written to a file).
    init(
        named name: String, defaults: UserDefaults = .applicationDefaults,
        domain: String? = UserDefaults.applicationDomain,
        folder: URL = UserDefaults.preferencesFolder
    ) {
        self.name = name
        self.defaults = defaults
        self.domain = domain
        self.folder = folder
        restoreFromUserDefaults()
        if palettes.isEmpty {
            insertDefaultPalettes()
        }
    }

    private var userDefaultsKey: String { "PaletteStore:" + name }

    private func storeInUserDefaults() {
        guard let json = try? JSONEncoder().encode(palettes) else { return }
        defaults.set(json, forKey: userDefaultsKey)
        guard let domain else { return }
        do {
            try defaults.saveDomainAtomically(domain, in: folder)
            saveProblem = nil
        } catch {
            saveProblem =
                "\(error.localizedDescription) The palettes are kept while EmojiArt is open, and saved with the "
                + "next change."
        }
    }

    /// The stored palettes; anything that is not a JSON array of palettes (or an empty one) is ignored,
    /// so the defaults show.
    private func restoreFromUserDefaults() {
        if let json = defaults.data(forKey: userDefaultsKey),
            let decoded = try? JSONDecoder().decode([Palette].self, from: json)
        {
            palettes = decoded
        }
    }

    /// All the defaults at once (one write), ids counted from 1.
    private func insertDefaultPalettes() {
        palettes = Self.numberedPalettes(Self.defaultPalettes)
    }

    /// The course's palettes, in the order the chooser steps through them.
    static let defaultPalettes: [(name: String, emojis: String)] = [
        ("Vehicles", "🚙🚗🚘🚕🚖🏎🚚🛻🚛🚐🚓🚔🚑🚒🚀✈️🛫🛬🛩🚁🛸🚲🏍🛶⛵️🚤🛥🛳⛴🚢🚂🚝🚅🚆🚊🚉🚇🛺🚜"),
        ("Sports", "🏈⚾️🏀⚽️🎾🏐🥏🏓⛳️🥅🥌🏂⛷🎳"),
        ("Music", "🎼🎤🎹🪘🥁🎺🪗🪕🎻"),
        ("Animals", "🐥🐣🐂🐄🐎🐖🐏🐑🦙🐐🐓🐁🐀🐒🦆🦅🦉🦇🐢🐍🦎🦖🦕🐅🐆🦓🦍🦧🦣🐘🦛🦏🐪🐫🦒🦘🦬🐃🦙🐐🦌🐕🐩🦮🐈🦤🦢🦩🕊🦝🦨🦡🦫🦦🦥🐿🦔"),
        ("Animal Faces", "🐵🙈🙊🙉🐶🐱🐭🐹🐰🦊🐻🐼🐻‍❄️🐨🐯🦁🐮🐷🐸🐲"),
        ("Flora", "🌲🌴🌿☘️🍀🍁🍄🌾💐🌷🌹🥀🌺🌸🌼🌻"),
        ("Weather", "☀️🌤⛅️🌥☁️🌦🌧⛈🌩🌨❄️💨☔️💧💦🌊☂️🌫🌪"),
        ("COVID", "💉🦠😷🤧🤒"),
        ("Faces", "😀😃😄😁😆😅😂🤣🥲☺️😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓😎🥸🤩🥳😏😞😔😟😕🙁☹️😣😖😫😩🥺😢😭😤😠😡🤯😳🥶😥😓🤗🤔🤭🤫🤥😬🙄😯😧🥱😴🤮😷🤧🤒🤠"),
        ("Food", "🍏🍎🍐🍊🍋🍌🍉🍇🍓🫐🍈🍒🍑🥭🍍🥥🥝🍅🍆🥑🥦🥬🥒🌶🫑🌽🥕🫒🧄🧅🥔🍠🥐🥯🍞🥖🥨🧀🥚🍳🧈🥞🧇🥓🥩🍗🍖🌭🍔🍟🍕"),
        ("Activities", "🤸🏋️🤼⛹️🤺🤾🏌️🏇🧘🏄🏊🤽🚣🧗🚵🚴🎨🎭🎲🎯🎳🎮🧩"),
    ]

    // MARK: - Intent

    /// The palette at `index`, clamped into the store's range.
    func palette(at index: Int) -> Palette {
        let safeIndex = min(max(index, 0), palettes.count - 1)
        return palettes[safeIndex]
    }

    /// Removes the palette at `index` unless it is the last one; returns the index to show next.
    @discardableResult
    func removePalette(at index: Int) -> Int {
        if palettes.count > 1, palettes.indices.contains(index) {
            palettes.remove(at: index)
        }
        return index % palettes.count
    }

    /// Inserts a new palette (with a new id) at `index`, clamped into the store's range.
    func insertPalette(named name: String, emojis: String? = nil, at index: Int = 0) {
        let palette = makePalette(named: name, emojis: emojis ?? "")
        let safeIndex = min(max(index, 0), palettes.count)
        palettes.insert(palette, at: safeIndex)
    }
}
