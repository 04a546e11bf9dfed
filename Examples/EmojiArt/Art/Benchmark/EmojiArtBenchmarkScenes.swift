import Finch

/// What `FinchBenchmarks emojiart` and the monkey (`FinchMonkey`) run, from outside the library (the
/// app's types stay internal): the document view over a document of N emoji, the JSON of such a
/// document, and a document app whose palettes (and, when asked, pictures) are its own, never the user's.
public enum EmojiArtBenchmarkScenes {
    /// One document's canvas with its palette, and a way to ask whether its background picture is
    /// loaded (the frame after it turns true is the first to draw it).
    @MainActor
    public struct Canvas {
        public let view: AnyView
        let document: EmojiArtDocument

        public var hasBackgroundImage: Bool { document.backgroundImage != nil }
    }

    /// The canvas of a document of `emojiCount` emoji, over the picture `backgroundImageData` when given
    /// (decoded here, as a document read with its picture inside decodes it).
    @MainActor
    public static func canvas(emojiCount: Int, backgroundImageData: Data?, imagesFolder: URL) -> Canvas {
        let document = EmojiArtDocument(imagesFolder: imagesFolder)
        var model = EmojiArtModel()
        addEmoji(count: emojiCount, to: &model)
        for emoji in model.emojis {
            document.addEmoji(emoji.text, at: (x: emoji.x, y: emoji.y), size: CGFloat(emoji.size))
        }
        if let backgroundImageData {
            document.setBackground(.imageData(backgroundImageData))
        }
        let store = privatePaletteStore()
        let view = EmojiArtDocumentView(document: document).environmentObject(store)
        return Canvas(view: AnyView(view), document: document)
    }

    /// A document of `emojiCount` emoji on a blank background, as its file holds it.
    public static func documentJSON(emojiCount: Int) throws -> Data {
        var model = EmojiArtModel()
        addEmoji(count: emojiCount, to: &model)
        return try model.json()
    }

    /// EmojiArt's document group, with a palette store of its own: `FinchBenchmarks` opens and saves
    /// documents through its `DocumentController` without touching the user's palettes.
    public struct DocumentApp: App {
        @StateObject var paletteStore = EmojiArtBenchmarkScenes.privatePaletteStore()
        /// Where new documents store pictures dropped as files (the user's images folder when nil).
        let imagesFolder: URL?

        public init() {
            imagesFolder = nil
        }

        public init(imagesFolder: URL) {
            self.imagesFolder = imagesFolder
        }

        public var body: some Scene {
            DocumentGroup(newDocument: { [imagesFolder] in
                imagesFolder.map { EmojiArtDocument(imagesFolder: $0) } ?? EmojiArtDocument()
            }) { config in
                EmojiArtDocumentView(document: config.document)
                    .environmentObject(paletteStore)
            }
        }
    }

    /// A palette store that saves as the app's does (the store's JSON in the defaults domain `domain`, the
    /// domain's file `<folder>/<domain>.plist` written atomically on each change), for the tool that kills
    /// a process while it saves (`finch-save-loop`); each call of the result adds a palette (one save)
    /// and answers how many there are.
    @MainActor
    public static func paletteSaver(domain: String, folder: URL) -> () -> Int {
        let defaults = UserDefaults(suiteName: domain) ?? UserDefaults()
        let store = PaletteStore(named: "Saved", defaults: defaults, domain: domain, folder: folder)
        return {
            store.insertPalette(named: "Palette \(store.palettes.count)", emojis: "🐶🐱🐭🐹🐰", at: 0)
            return store.palettes.count
        }
    }

    /// How many palettes `<folder>/<domain>.plist` holds, read as the app reads them at launch; nil when
    /// the file is missing or is not a whole property list of palettes.
    public static func savedPaletteCount(domain: String, folder: URL) -> Int? {
        let file = folder.appendingPathComponent(domain + ".plist")
        guard let data = try? Data(contentsOf: file),
            let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let json = values["PaletteStore:Saved"] as? Data,
            let palettes = try? JSONDecoder().decode([Palette].self, from: json)
        else { return nil }
        return palettes.count
    }

    /// Returns once the work queued so far on the document's file queue (dropped files read, pictures
    /// decoded and encoded) has run; what it handed to the main queue runs at the main queue's next turn.
    /// The file queue is serial and its work never waits for the main queue, so this cannot deadlock.
    @MainActor
    public static func waitForFileQueue() {
        EmojiArtDocument.fileQueue.sync {}
    }

    /// A grid of animals, 100 a row, spread over about 800 × 600 points around the centre.
    private static func addEmoji(count: Int, to model: inout EmojiArtModel) {
        let animals = ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼"]
        let columns = 100
        let rows = max(1, (count + columns - 1) / columns)
        let rowStep = max(1, 600 / rows)
        for index in 0..<count {
            let location = (x: (index % columns) * 8 - 400, y: (index / columns) * rowStep - 300)
            model.addEmoji(animals[index % animals.count], at: location, size: 20 + (index % 4) * 10)
        }
    }

    /// A store held in a suite of its own, emptied at once and never written to a file.
    @MainActor
    static func privatePaletteStore() -> PaletteStore {
        let name = "finch.benchmarks.emojiart.\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: name) ?? UserDefaults()
        let store = PaletteStore(named: "Benchmark", defaults: defaults, domain: nil)
        defaults.removePersistentDomain(forName: name)
        return store
    }
}
