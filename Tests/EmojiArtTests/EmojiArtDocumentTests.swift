import Finch
import Foundation
import Testing

@testable import EmojiArtKit

@MainActor
@Suite("EmojiArtDocument's intents change the model as the course's do")
struct EmojiArtDocumentTests {
    private func document() -> EmojiArtDocument {
        EmojiArtDocument(imagesFolder: temporaryFolder())
    }

    @Test("addEmoji keeps the location and truncates the size; ids count up from 1")
    func add() {
        let document = document()
        document.addEmoji("🐶", at: (x: -12, y: 30), size: 40)
        document.addEmoji("🐱", at: (x: 0, y: 0), size: 26.9)
        #expect(document.emojis.map(\.id) == [1, 2])
        #expect(document.emojis[0].x == -12 && document.emojis[0].y == 30 && document.emojis[0].size == 40)
        #expect(document.emojis[1].size == 26)
    }

    @Test("moveEmoji adds the offset, truncated to whole points, to that emoji only")
    func move() {
        let document = document()
        document.addEmoji("🐶", at: (x: 10, y: 10), size: 40)
        document.addEmoji("🐱", at: (x: 0, y: 0), size: 40)
        document.moveEmoji(document.emojis[0], by: CGSize(width: 5.9, height: -20.5))
        #expect(document.emojis[0].x == 15 && document.emojis[0].y == -10)
        #expect(document.emojis[1].x == 0 && document.emojis[1].y == 0)
    }

    @Test(
        "scaleEmoji rounds size × scale to the nearest, ties to even (the seed's rounding)",
        arguments: [(40, 1.5, 60), (25, 0.5, 12), (27, 0.5, 14), (10, 1.25, 12), (30, 1.25, 38), (40, 0.01, 0)])
    func scale(size: Int, by scale: Double, expected: Int) {
        let document = document()
        document.addEmoji("🌵", at: (x: 0, y: 0), size: CGFloat(size))
        document.scaleEmoji(document.emojis[0], by: CGFloat(scale))
        #expect(document.emojis[0].size == expected)
    }

    @Test("An emoji found by its id even after it moved; removing it leaves the others and their ids")
    func removeByIdentity() {
        let document = document()
        document.addEmoji("🐶", at: (x: 0, y: 0), size: 40)
        document.addEmoji("🐱", at: (x: 0, y: 0), size: 40)
        document.addEmoji("🐭", at: (x: 0, y: 0), size: 40)
        let stale = document.emojis[1]
        document.moveEmoji(stale, by: CGSize(width: 50, height: 50))
        document.scaleEmoji(stale, by: 2)
        #expect(document.emojis[1].x == 50 && document.emojis[1].size == 80)
        document.removeEmoji(stale)
        #expect(document.emojis.map(\.text) == ["🐶", "🐭"])
        document.addEmoji("🐹", at: (x: 0, y: 0), size: 40)
        #expect(document.emojis.map(\.id) == [1, 3, 4])
    }

    @Test("A picture's bytes set as the background show at once, without a fetch")
    func imageDataBackground() throws {
        let document = document()
        document.setBackground(.imageData(TestPictures.red(width: 8, height: 6)))
        #expect(document.backgroundImageFetchStatus == .idle)
        #expect(document.backgroundImage?.size == CGSize(width: 8, height: 6))
        document.setBackground(.blank)
        #expect(document.backgroundImage == nil)
    }
}

@Suite("URL.imageURL and the URLs a background may come from")
struct ImageURLTests {
    private let folder = URL(fileURLWithPath: "/home/someone/.local/share/EmojiArt/Images", isDirectory: true)

    @Test("A search result's imgurl= value, percent-decoded, is the picture")
    func searchResult() throws {
        let search = try #require(
            URL(string: "https://www.google.com/imgres?imgurl=https%3A%2F%2Fexample.com%2Fcat.jpg&imgrefurl=x&h=10"))
        #expect(search.imageURL(imagesFolder: folder) == URL(string: "https://example.com/cat.jpg"))
    }

    @Test("A plain URL is itself; a relative one its base")
    func plain() throws {
        let plain = try #require(URL(string: "https://example.com/a/b.png?size=large"))
        #expect(plain.imageURL(imagesFolder: folder) == plain)
        let base = try #require(URL(string: "https://example.com/pictures/"))
        let relative = try #require(URL(string: "cat.png", relativeTo: base))
        #expect(relative.imageURL(imagesFolder: folder) == base)
    }

    @Test("A file URL whose folder moved is the same file name in the images folder")
    func fileRepaired() {
        let old = URL(fileURLWithPath: "/var/old-home/.local/share/EmojiArt/Images/1700000000.0.jpg")
        #expect(old.imageURL(imagesFolder: folder) == folder.appendingPathComponent("1700000000.0.jpg"))
    }

    @Test(
        "http, https and file URLs are fetched; javascript:, data:, relative and host-less ones are not",
        arguments: [
            ("https://example.com/a.png", true), ("http://127.0.0.1:8080/a.png", true),
            ("file:///tmp/a.png", true), ("javascript:alert(1)", false),
            ("data:image/png;base64,iVBORw0KGgo=", false), ("images/cat.png", false), ("http://", false),
            ("ftp://example.com/a.png", false),
        ])
    func fetchable(string: String, fetchable: Bool) throws {
        let url = try #require(URL(string: string))
        #expect(url.isFetchableImageURL == fetchable)
    }

    @Test("storeInFilesystem writes JPEG into the folder, creating it, and returns the file's URL")
    @MainActor
    func store() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try #require(UIImage(data: TestPictures.red(width: 10, height: 4)))
        let url = try #require(image.storeInFilesystem(name: "red.jpg", in: folder))
        #expect(url == folder.appendingPathComponent("red.jpg"))
        let data = try Data(contentsOf: url)
        #expect(data.prefix(2) == Data([0xFF, 0xD8]))
        #expect(UIImage(data: data)?.size == CGSize(width: 10, height: 4))
    }
}
