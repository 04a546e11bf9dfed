import Finch
import Foundation
import Testing

@testable import EmojiArtKit

@MainActor
@Suite("PaletteStore: the course's palettes, kept as JSON in UserDefaults and saved atomically")
struct PaletteStoreTests {
    @Test("With nothing stored, the course's palettes, in order, ids 1…11, all emoji")
    func defaults() throws {
        let store = try PaletteHarness.store()
        #expect(
            store.palettes.map(\.name) == [
                "Vehicles", "Sports", "Music", "Animals", "Animal Faces", "Flora", "Weather", "COVID", "Faces",
                "Food", "Activities",
            ])
        #expect(store.palettes.map(\.id) == Array(1...11))
        for palette in store.palettes {
            #expect(!palette.emojis.isEmpty && palette.emojis.allSatisfy(\.isEmoji), "\(palette.name)")
        }
    }

    @Test("insertPalette puts a palette with a new id at the (clamped) index; removePalette keeps the last one")
    func insertAndRemove() throws {
        let store = try PaletteHarness.store()
        store.insertPalette(named: "Mine", emojis: "🍩🍪", at: 2)
        #expect(store.palettes[2].name == "Mine" && store.palettes[2].emojis == "🍩🍪")
        #expect(store.palettes[2].id == 12)
        #expect(Set(store.palettes.map(\.id)).count == store.palettes.count)
        store.insertPalette(named: "Far", at: 99)
        #expect(store.palettes.last?.name == "Far" && store.palettes.last?.emojis == "")
        #expect(store.palette(at: -4).name == "Vehicles")
        #expect(store.palette(at: 500).name == "Far")

        #expect(store.removePalette(at: 2) == 2)
        #expect(!store.palettes.map(\.name).contains("Mine"))
        // Removing the last index points at the first palette again.
        #expect(store.removePalette(at: store.palettes.count - 1) == 0)
        while store.palettes.count > 1 { store.removePalette(at: 0) }
        store.removePalette(at: 0)
        #expect(store.palettes.count == 1)
        // After removals, a new id is still past every id in the store.
        store.insertPalette(named: "Again")
        #expect(store.palettes[0].id == store.palettes.map(\.id).max())
        #expect(Set(store.palettes.map(\.id)).count == 2)
    }

    @Test(
        "A change is stored as JSON under PaletteStore:<name>, saved to the domain's file, and read by the next store")
    func roundTrip() throws {
        let suite = try PaletteHarness.suite()
        let folder = PaletteHarness.folder()
        let first = PaletteStore(named: "Main", defaults: suite.defaults, domain: suite.name, folder: folder)
        first.palettes[1].name = "Balls"
        first.insertPalette(named: "Sweets", emojis: "🍬🍭", at: 0)

        let json = try #require(suite.defaults.data(forKey: "PaletteStore:Main"))
        let stored = try JSONDecoder().decode([Palette].self, from: json)
        #expect(stored == first.palettes)

        let file = try Data(contentsOf: folder.appendingPathComponent(suite.name + ".plist"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: file, format: nil) as? [String: Any])
        #expect(plist["PaletteStore:Main"] as? Data == json)

        let second = PaletteStore(named: "Main", defaults: suite.defaults, domain: suite.name, folder: folder)
        #expect(second.palettes == first.palettes)
        #expect(second.palettes[0].name == "Sweets" && second.palettes[2].name == "Balls")
        // Another store name in the same defaults is another set of palettes.
        let other = PaletteStore(named: "Other", defaults: suite.defaults, domain: nil)
        #expect(other.palettes.map(\.name).first == "Vehicles")
    }

    @Test(
        "Stored data that is not JSON, the wrong shape, not data, or no palettes gives the defaults, without a crash",
        arguments: [
            Data("not json at all".utf8), Data("{\"name\": \"Faces\"}".utf8), Data("[{\"name\": 3}]".utf8),
            Data("[]".utf8), Data([0xff, 0x00, 0x7b]),
        ])
    func badData(_ data: Data) throws {
        let suite = try PaletteHarness.suite()
        suite.defaults.set(data, forKey: "PaletteStore:Main")
        let store = PaletteStore(named: "Main", defaults: suite.defaults, domain: nil)
        #expect(store.palettes.count == 11 && store.palettes.first?.name == "Vehicles")
    }

    @Test("A string where the data should be gives the defaults too")
    func notData() throws {
        let suite = try PaletteHarness.suite()
        suite.defaults.set("[]", forKey: "PaletteStore:Main")
        let store = PaletteStore(named: "Main", defaults: suite.defaults, domain: nil)
        #expect(store.palettes.count == 11)
    }
}
