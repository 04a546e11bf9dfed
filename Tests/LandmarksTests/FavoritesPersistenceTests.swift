import Finch
import FinchTesting
import Foundation
import Testing

@testable import LandmarksKit

/// Favourites kept in the user's data folder between runs.
@MainActor
@Suite("Landmarks favourites in $XDG_DATA_HOME/Landmarks")
struct FavoritesPersistenceTests {
    @Test("The folder is $XDG_DATA_HOME/Landmarks, else ~/.local/share/Landmarks")
    func folder() {
        let saved = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
        defer {
            if let saved { setenv("XDG_DATA_HOME", saved, 1) } else { unsetenv("XDG_DATA_HOME") }
        }
        setenv("XDG_DATA_HOME", "/tmp/data-home", 1)
        #expect(FavoritesStore.userData.file.path == "/tmp/data-home/Landmarks/favorites.json")
        // A relative value is invalid by the specification and ignored.
        setenv("XDG_DATA_HOME", "relative", 1)
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        #expect(FavoritesStore.userData.file.path == "\(home)/.local/share/Landmarks/favorites.json")
    }

    @Test("Nothing is written until a favourite changes; a change is written and read by the next run")
    func roundTrip() throws {
        let store = Harness.freshFavorites()
        let first = Harness.model(favorites: store)
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
        first.landmarks[1].isFavorite = true
        first.landmarks[0].isFavorite = false
        let text = try String(contentsOf: store.file, encoding: .utf8)
        #expect(text.contains("1002") && text.contains("1003") && !text.contains("1001"))

        let second = Harness.model(favorites: store)
        #expect(second.landmarks.filter(\.isFavorite).map(\.id) == [1002, 1003, 1004])
        #expect(second.favoritesProblem == nil)
    }

    @Test("A damaged file is reported and kept as it was, whatever the user then changes")
    func damaged() throws {
        let store = Harness.freshFavorites()
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        let damaged = Data("{\"favorites\": [1001, ".utf8)
        try damaged.write(to: store.file)
        let model = Harness.model(favorites: store)
        let problem = try #require(model.favoritesProblem)
        #expect(problem.contains(store.file.path))
        #expect(problem.contains("damaged"))
        // The bundled favourites are shown; changing one does not touch the file.
        #expect(model.landmarks.filter(\.isFavorite).count == 3)
        model.landmarks[5].isFavorite = true
        #expect(try Data(contentsOf: store.file) == damaged)

        let window = Harness.window(model)
        #expect(!window.layoutFrames(ofText: problem).isEmpty)
    }

    @Test("A folder that cannot be written is reported, not fatal")
    func unwritable() throws {
        // A file where the folder should be: creating the folder fails.
        let parent = Harness.temporaryFolder("blocked")
        let blocked = parent.appendingPathComponent("Landmarks")
        try Data("not a folder".utf8).write(to: blocked)
        let model = Harness.model(favorites: FavoritesStore(folder: blocked))
        model.landmarks[2].isFavorite = false
        #expect(model.favoritesProblem?.contains("could not be saved") == true)
    }
}
