import Finch
import FinchTesting
import Foundation
import Testing

/// Seed 000's model, view model and the course's extension file, compiled unchanged but for the import,
/// behave as lecture 7 (and the extension file's comments) describe.
@MainActor
@Suite("Seed 000's EmojiArt model, view model and extensions")
struct EmojiArtSeedModelTests {
    @Test("addEmoji pre-increments the id: the first emoji is 1, ids never repeat")
    func addEmojiIds() {
        var art = EmojiArt()
        #expect(art.backgroundURL == nil && art.emojis.isEmpty)
        art.addEmoji("🍎", x: -10, y: 20, size: 40)
        art.addEmoji("🍐", x: 0, y: 0, size: 30)
        art.emojis.removeFirst()
        art.addEmoji("🍋", x: 5, y: -5, size: 50)
        #expect(art.emojis.map(\.id) == [2, 3])
        #expect(art.emojis.map(\.text) == ["🍐", "🍋"])
        let lemon = art.emojis[1]
        #expect((lemon.x, lemon.y, lemon.size) == (5, -5, 50))
        #expect(lemon.location == CGPoint(x: 5, y: -5) && lemon.fontSize == 50)
    }

    @Test("The document truncates a location and size to Int, as the seed's Int(...) does")
    func addEmojiTruncates() {
        let document = EmojiArtDocument()
        document.addEmoji("😀", at: CGPoint(x: 10.9, y: -7.6), size: 40.7)
        #expect(document.emojis.map { [$0.x, $0.y, $0.size] } == [[10, -7, 40]])
        #expect(document.emojis.first?.id == 1)
    }

    @Test("scaleEmoji rounds to nearest, ties to even: 40 × 1.5125 = 60.5 → 60, 41 × 1.5 = 61.5 → 62")
    func scaleEmojiRounding() throws {
        let document = EmojiArtDocument()
        document.addEmoji("🐢", at: .zero, size: 40)
        document.addEmoji("🐇", at: .zero, size: 41)
        // The products are exact halves in CGFloat, so only the rounding rule decides.
        #expect(CGFloat(40) * 1.5125 == 60.5 && CGFloat(41) * 1.5 == 61.5)
        let (turtle, hare) = (document.emojis[0], document.emojis[1])
        document.scaleEmoji(turtle, by: 1.5125)
        document.scaleEmoji(hare, by: 1.5)
        #expect(document.emojis.map(\.size) == [60, 62])
        // Scaling finds the emoji by id, not by its (now stale) value.
        document.scaleEmoji(turtle, by: 0.5)
        #expect(document.emojis.map(\.size) == [30, 62])
        document.scaleEmoji(hare, by: 1.0 / 3)
        #expect(document.emojis[1].size == 21)  // 20.67 → 21
    }

    @Test("moveEmoji adds the offset's whole points to the emoji it finds by id")
    func moveEmoji() {
        let document = EmojiArtDocument()
        document.addEmoji("🚗", at: CGPoint(x: 5, y: 5), size: 40)
        document.addEmoji("🚕", at: CGPoint(x: 0, y: 0), size: 40)
        let car = document.emojis[0]
        document.moveEmoji(car, by: CGSize(width: 10.7, height: -5.2))
        document.moveEmoji(car, by: CGSize(width: -1, height: 100))
        #expect(document.emojis.map { [$0.x, $0.y] } == [[14, 100], [0, 0]])
        // An emoji from another document matches by id alone (the seed's identity lookup).
        let other = EmojiArtDocument()
        other.addEmoji("🛵", at: .zero, size: 40)
        document.moveEmoji(other.emojis[0], by: CGSize(width: 1, height: 1))
        #expect(document.emojis[0].x == 15)
    }

    @Test("firstIndex(matching:) and contains(matching:) compare ids, not values")
    func identityLookups() {
        var art = EmojiArt()
        for text in ["a", "b", "c"] { art.addEmoji(text, x: 0, y: 0, size: 10) }
        var moved = art.emojis[2]
        moved.x = 99
        #expect(art.emojis.firstIndex(matching: moved) == 2)
        #expect(art.emojis.contains(matching: moved))
        var fresh = EmojiArt()
        for text in ["x", "y", "z", "w"] { fresh.addEmoji(text, x: 0, y: 0, size: 10) }
        #expect(art.emojis.firstIndex(matching: fresh.emojis[3]) == nil)
        #expect(!art.emojis.contains(matching: fresh.emojis[3]))
        #expect(art.emojis.dropFirst().firstIndex(matching: fresh.emojis[1]) == 1)
        #expect(Data("é".utf8).utf8 == "é")
    }

    @Test("imageURL takes an embedded, percent-encoded imgurl; otherwise baseURL ?? self")
    func imageURLQueries() throws {
        let search = try #require(
            URL(
                string:
                    "https://images.example/search?q=cat&imgurl=https%3A%2F%2Fcats.example%2Fa%20b.jpg%3Fs%3D2&tbm=isch"
            ))
        #expect(search.imageURL.absoluteString == "https://cats.example/a%20b.jpg?s=2")
        // A pair that is not exactly key=value is skipped; without imgurl the URL itself.
        let plain = try #require(URL(string: "https://images.example/photo.png?a=b=c&imgurl"))
        #expect(plain.imageURL == plain)
        let relative = try #require(URL(string: "pics/cat.png", relativeTo: URL(string: "https://images.example/")))
        #expect(relative.imageURL == URL(string: "https://images.example/"))
    }

    @Test("Foundation's Application Support folder follows $XDG_DATA_HOME at each call")
    func applicationSupportFollowsTheVariable() async throws {
        try await withTemporaryDataHome { folder in
            let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
            #expect(support.first?.standardizedFileURL.path == folder.standardizedFileURL.path)
        }
    }

    @Test("A file URL's imageURL is the same name in Application Support (lecture 14's repair)")
    func imageURLFile() async throws {
        try await withTemporaryDataHome { folder in
            let moved = URL(fileURLWithPath: "/old/container/Application Support/1700000000.5")
            #expect(moved.imageURL.standardizedFileURL.path == folder.appendingPathComponent("1700000000.5").path)
        }
    }

    @Test("uniqued() keeps each character's first occurrence, emoji clusters whole")
    func uniqued() {
        #expect("abracadabra".uniqued() == "abrcd")
        #expect("🍎🍐🍎👩‍💻🍐👩‍💻".uniqued() == "🍎🍐👩‍💻")
        #expect("".uniqued() == "")
    }

    @Test("incremented and uniqued(withRespectTo:): Untitled → Untitled 1 → Untitled 2, a9 → a10")
    func incremented() {
        #expect("Untitled".incremented == "Untitled 1")
        #expect("Untitled 1".incremented == "Untitled 2")
        #expect("a9".incremented == "a10")
        #expect("42".incremented == "43")
        #expect("Untitled".uniqued(withRespectTo: ["Untitled", "Untitled 1"]) == "Untitled 2")
        #expect("Untitled".uniqued(withRespectTo: Set(["Other"])) == "Untitled")
        #expect("a9".uniqued(withRespectTo: ["a9", "a10", "a11"]) == "a12")
    }

    @Test("Point and size arithmetic of the extension file")
    func arithmetic() {
        let a = CGPoint(x: 10, y: 20)
        let b = CGPoint(x: 4, y: 5)
        let offset: CGSize = a - b
        #expect(offset == CGSize(width: 6, height: 15))
        #expect(a + offset == CGPoint(x: 16, y: 35) && a - offset == CGPoint(x: 4, y: 5))
        #expect(a * 2 == CGPoint(x: 20, y: 40) && a / 4 == CGPoint(x: 2.5, y: 5))
        #expect(offset + offset == CGSize(width: 12, height: 30) && offset - offset == .zero)
        #expect(offset * 2 == CGSize(width: 12, height: 30) && offset / 3 == CGSize(width: 2, height: 5))
    }

    @Test("storeInFilesystem writes a JPEG into Application Support that UIImage reads back")
    func storeInFilesystem() async throws {
        let png = try SeedFixtures.png(width: 48, height: 32, color: .blue)
        let image = try #require(UIImage(data: png))
        try await withTemporaryDataHome { folder in
            let url = try #require(image.storeInFilesystem(name: "picture"))
            #expect(url.standardizedFileURL.path == folder.appendingPathComponent("picture").path)
            let bytes = try Data(contentsOf: url)
            #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))  // a JPEG's start-of-image marker
            #expect(UIImage(contentsOfFile: url.path)?.size == CGSize(width: 48, height: 32))
            #expect(UIImage(data: bytes)?.size == CGSize(width: 48, height: 32))
            // The default name is the time, so two stores make two files; the file URL finds its own.
            let timed = try #require(image.storeInFilesystem())
            #expect(Double(timed.lastPathComponent) != nil)
            #expect(timed.imageURL.standardizedFileURL.path == timed.standardizedFileURL.path)
        }
    }

    @Test("storeInFilesystem returns nil where the folder cannot be written")
    func storeInFilesystemFails() async throws {
        let image = try #require(UIImage(data: try SeedFixtures.png(width: 4, height: 4, color: .red)))
        try await withTemporaryDataHome { folder in
            // A name inside a folder that does not exist: the write throws, the seed answers nil.
            #expect(image.storeInFilesystem(name: "missing/picture") == nil)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
        }
    }
}
