import Finch

/// One document's canvas with the palette under it.
struct EmojiArtDocumentView: View {
    @ObservedObject var document: EmojiArtDocument

    var body: some View {
        Color.white
    }
}
