import Finch

/// EmojiArt (seed 000, CS193p 2020 lecture 7, and the course's later lectures): emoji placed on a
/// picture, as a document app (lecture 14): a window per `.emojiart` file, undo, autosave, and the
/// palettes shared by every window. The app's library is in Swift 5 mode, as the course's project is.
public struct EmojiArtApp: App {
    @StateObject var paletteStore = PaletteStore(named: "Default")

    public init() {}

    public var body: some Scene {
        DocumentGroup(newDocument: { EmojiArtDocument.launchDocument() }) { config in
            EmojiArtDocumentView(document: config.document)
                .environmentObject(paletteStore)
        }
        .defaultSize(width: 800, height: 700)
    }
}
