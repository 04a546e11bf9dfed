import Finch
import FinchTesting
import Foundation
import Testing

/// CS193p 2020's EmojiArt after the seed (lectures 9–11), as students typed it, in Swift 5 mode.
@MainActor
@Suite("CS193p 2020 lectures 9–11: autosave, the document store and chooser, zoom, pan and paste")
struct EmojiArt2020Tests {
    @Test("$emojiArt.sink autosaves each change as JSON; a document made with the same id reads it back")
    func autosave() {
        let document = EmojiArtDocument()
        defer { Defaults2020.removeDocument(document.id) }
        document.addEmoji("🍎", at: CGPoint(x: 10, y: -20), size: 40)
        document.addEmoji("🌏", at: .zero, size: 30)
        document.moveEmoji(document.emojis[0], by: CGSize(width: 5, height: 5))
        let saved = UserDefaults.standard.data(forKey: "EmojiArtDocument.\(document.id.uuidString)")
        #expect(EmojiArt(json: saved)?.emojis.map(\.text) == ["🍎", "🌏"])
        let reopened = EmojiArtDocument(id: document.id)
        #expect(reopened == document && reopened.hashValue == document.hashValue)
        #expect(reopened.emojis.map { [$0.x, $0.y, $0.size, $0.id] } == [[15, -15, 40, 1], [0, 0, 30, 2]])
        // The id counter is saved too: the next emoji gets 3.
        reopened.addEmoji("🥨", at: .zero, size: 40)
        #expect(reopened.emojis.last?.id == 3)
        #expect(EmojiArt(json: Data("not json".utf8)) == nil && EmojiArt(json: nil) == nil)
    }

    @Test("The store names documents, sorts them by name, renames, removes, and autosaves its names")
    func store() {
        let name = "Store \(UUID().uuidString)"
        let store = EmojiArtDocumentStore(named: name)
        defer { Defaults2020.removeStore(named: name, documents: store.documents) }
        #expect(store.documents.isEmpty)
        store.addDocument()
        store.addDocument(named: "Beach")
        #expect(store.documents.map { store.name(for: $0) } == ["Beach", "Untitled"])
        let untitled = store.documents[1]
        store.setName("Alps", for: untitled)
        #expect(store.documents.map { store.name(for: $0) } == ["Alps", "Beach"])
        // A store of the same name reads the names back, for documents of the same ids.
        let again = EmojiArtDocumentStore(named: name)
        #expect(again.documents.map { again.name(for: $0) } == ["Alps", "Beach"])
        #expect(again.documents.map(\.id) == store.documents.map(\.id))
        store.removeDocument(untitled)
        #expect(store.documents.map { store.name(for: $0) } == ["Beach"])
        // name(for:) names an unknown document "Untitled" and keeps it.
        let stray = EmojiArtDocument()
        #expect(store.name(for: stray) == "Untitled" && store.documents.count == 2)
        Defaults2020.removeDocument(stray.id)
    }

    @Test("The chooser: + adds Untitled, Edit makes names editable, Done renames, a row opens its document")
    func chooser() throws {
        let name = "Chooser \(UUID().uuidString)"
        let store = EmojiArtDocumentStore(named: name)
        defer { Defaults2020.removeStore(named: name, documents: store.documents) }
        store.addDocument(named: "Beach")
        let window = TestWindow(size: CGSize(width: 400, height: 500)) {
            EmojiArtDocumentChooser().environmentObject(store)
        }
        #expect(window.frames(ofText: "Untitled").isEmpty)
        window.tap(at: CGPoint(x: 27, y: 22))  // the "plus" image at the bar's leading end
        #expect(!window.frames(ofText: "Untitled").isEmpty && store.documents.count == 2)

        let edit = try #require(window.frames(ofText: "Edit").first)
        window.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        window.advance(by: 0.5)
        let beach = try #require(window.frames(ofText: "Beach").first)
        window.tap(at: CGPoint(x: beach.maxX - 2, y: beach.midY))
        #expect(window.type(" Day"))
        let done = try #require(window.frames(ofText: "Done").first)
        window.tap(at: CGPoint(x: done.midX, y: done.midY))
        window.advance(by: 0.5)
        #expect(store.documents.map { store.name(for: $0) } == ["Beach Day", "Untitled"])

        let row = try #require(window.frames(ofText: "Beach Day").first)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "⭐️").isEmpty)  // the document's palette
        #expect(window.frames(ofText: "Beach Day").first.map { $0.height > 30 } == true)  // its large title
    }
}
