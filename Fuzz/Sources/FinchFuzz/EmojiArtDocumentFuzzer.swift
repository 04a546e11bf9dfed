import Finch
import Foundation

@testable import FinchCore
@testable import FuzzEmojiArtKit

/// An EmojiArt file: the model's JSON decoder, then the document read as `DocumentGroup` reads it.
enum EmojiArtDocumentFuzzer {
    @MainActor static func run(_ data: Data) {
        guard let model = try? EmojiArtModel(json: data) else { return }
        // What was read is written back as the document saves it, and must read again.
        if let saved = try? model.json(), (try? EmojiArtModel(json: saved)) == nil {
            fatalError("a document EmojiArt read and saved again cannot be read back")
        }
        // A URL background would be fetched (the network, any file) and picture bytes decoded on
        // another queue: the image target covers decoding, and the URL target the URL's repair.
        guard model.background == .blank else { return }
        let configuration = FileDocumentReadConfiguration(
            contentType: .emojiart, file: FileWrapper(regularFileWithContents: data))
        guard let document = try? EmojiArtDocument(configuration: configuration) else { return }
        _ = document.emojis.map { ($0.text, $0.x, $0.y, $0.size) }
    }
}
