import Finch

/// EmojiArt (seed 000, CS193p 2020 lecture 7, and the course's later lectures): emoji placed on a
/// picture, as a document app. The app's library is in Swift 5 mode, as the course's project is.
public struct EmojiArtApp: App {
    private let document = EmojiArtDocument.launchDocument()

    public init() {}

    public var body: some Scene {
        WindowGroup("EmojiArt") {
            EmojiArtDocumentView(document: document)
        }
        .defaultSize(width: 800, height: 700)
    }
}
