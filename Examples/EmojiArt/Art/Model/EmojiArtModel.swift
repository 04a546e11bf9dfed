import Foundation

/// An EmojiArt document's contents, in the shape CS193p (2021, lectures 10–14) gives it: a background
/// and emoji placed at integer offsets from the canvas's centre, stored as JSON.
struct EmojiArtModel: Codable {
    var background = Background.blank
    var emojis = [Emoji]()
    /// The file format's version: files from before it had one have none. A newer one is refused
    /// rather than read partly and saved over with what this version understood.
    private(set) var version: Int? = EmojiArtModel.currentVersion

    static let currentVersion = 1

    /// The most emoji a document holds: ten times the 10,000 the open benchmark times, so the largest
    /// document still opens in seconds, and a file of millions (which the 64 MiB read limit allows) is
    /// refused with a message instead of building a window for minutes. Adding past it does nothing.
    static let maximumEmojiCount = 100_000

    /// A document with more emoji than `maximumEmojiCount`.
    struct TooManyEmojiError: Error, LocalizedError {
        let count: Int
        var errorDescription: String? {
            "it holds \(count) emoji, more than the \(EmojiArtModel.maximumEmojiCount) EmojiArt opens"
        }
    }

    /// A document written by a later EmojiArt than this one.
    struct FutureVersionError: Error, LocalizedError {
        let version: Int
        var errorDescription: String? {
            "it was written by a newer EmojiArt (format \(version); this one reads up to \(EmojiArtModel.currentVersion))"
        }
    }

    struct Emoji: Identifiable, Hashable, Codable {
        let text: String
        var x: Int  // offset from the center
        var y: Int  // offset from the center
        var size: Int
        let id: Int

        fileprivate init(text: String, x: Int, y: Int, size: Int, id: Int) {
            self.text = text
            self.x = x
            self.y = y
            self.size = size
            self.id = id
        }
    }

    func json() throws -> Data {
        try JSONEncoder().encode(self)
    }

    init(json: Data) throws {
        self = try JSONDecoder().decode(EmojiArtModel.self, from: json)
        if let version, version > EmojiArtModel.currentVersion {
            throw FutureVersionError(version: version)
        }
        if emojis.count > Self.maximumEmojiCount { throw TooManyEmojiError(count: emojis.count) }
    }

    init(url: URL) throws {
        let data = try Data(contentsOf: url)
        self = try EmojiArtModel(json: data)
    }

    init() {}

    private var uniqueEmojiId = 0

    mutating func addEmoji(_ text: String, at location: (x: Int, y: Int), size: Int) {
        guard emojis.count < Self.maximumEmojiCount else { return }
        uniqueEmojiId += 1
        emojis.append(Emoji(text: text, x: location.x, y: location.y, size: size, id: uniqueEmojiId))
    }
}
