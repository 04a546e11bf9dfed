import Finch

/// What `FinchBenchmarks emojiart` runs, from outside the library (the app's types stay internal):
/// the document view over a document of N emoji, the JSON of such a document, and a document app whose
/// palettes are its own (never the user's).
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

        public init() {}

        public var body: some Scene {
            DocumentGroup(newDocument: { EmojiArtDocument() }) { config in
                EmojiArtDocumentView(document: config.document)
                    .environmentObject(paletteStore)
            }
        }
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
