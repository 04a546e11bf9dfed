import Finch
import FinchTesting
import Foundation
import Testing

@testable import LandmarksKit

/// Issue 27: favourites that cannot be saved stay as the user set them, the file stays byte for byte as
/// it was, and the banner says which file and why; the next change tries again.
///
/// Real or simulated, as `FileWriteFailure` says: a folder in place and a link loop are real; a
/// read-only folder is simulated for root (`EROFS`); a full disk (`ENOSPC`) and another user's file
/// (`EPERM`) are simulated.
@MainActor
@Suite("Landmarks: favourites that cannot be saved stay in memory, and the banner says why")
struct FavoritesSaveFailureTests {
    /// A model whose favourites file has been written once.
    private func savedModel() throws -> (model: ModelData, store: FavoritesStore) {
        let store = Harness.freshFavorites()
        let model = Harness.model(favorites: store)
        model.landmarks[1].isFavorite = true
        #expect(FileManager.default.fileExists(atPath: store.file.path))
        return (model, store)
    }

    private func favorites(of model: ModelData) -> Set<Int> {
        Set(model.landmarks.filter(\.isFavorite).map(\.id))
    }

    @Test(
        "A change that cannot be saved: the file stays, the favourites stay, the message names the file and the cause",
        arguments: FileWriteFailure.allCases)
    func change(_ failure: FileWriteFailure) throws {
        let (model, store) = try savedModel()
        defer { try? FileManager.default.removeItem(at: store.folder) }
        let made = try failure.make(at: store.file)
        defer { made.restore() }
        let expected = favorites(of: model).subtracting([model.landmarks[0].id])

        made.saving { model.landmarks[0].isFavorite = false }

        let problem = try #require(model.favoritesProblem)
        #expect(problem.contains("favorites.json"), "\(problem)")
        #expect(problem.contains(failure.expectedWords), "\(problem)")
        #expect(made.isUnchanged)
        #expect(favorites(of: model) == expected)
    }

    @Test("The banner shows the message; once writing works again the next change is saved and it goes")
    func recovers() throws {
        let (model, store) = try savedModel()
        defer { try? FileManager.default.removeItem(at: store.folder) }
        let window = Harness.window(model)
        let made = try FileWriteFailure.fullDisk.make(at: store.file)
        made.saving { model.landmarks[0].isFavorite = false }
        let problem = try #require(model.favoritesProblem)
        window.advance(by: 1)
        #expect(!window.layoutFrames(ofText: problem).isEmpty)

        model.landmarks[2].isFavorite = false
        #expect(model.favoritesProblem == nil)
        #expect(store.read() == .favorites(favorites(of: model)))
    }

    /// The folder cannot be made: a file stands where it (or a folder above it) should be. Real, not
    /// simulated: the message must be Finch's plain words, not Foundation's.
    @Test("A favourites folder that cannot be made: the message names the folder and says a file is in the way")
    func folderCannotBeMade() throws {
        let base = Harness.temporaryFolder("favorites-blocked")
        defer { try? FileManager.default.removeItem(at: base) }
        let blocker = base.appendingPathComponent("share")
        try Data("not a folder".utf8).write(to: blocker)
        for folder in [blocker, blocker.appendingPathComponent("Landmarks", isDirectory: true)] {
            let model = Harness.model(favorites: FavoritesStore(folder: folder))
            let expected = favorites(of: model).symmetricDifference([model.landmarks[0].id])
            model.landmarks[0].isFavorite.toggle()
            let problem = try #require(model.favoritesProblem)
            #expect(problem.contains("favorites.json"), "\(problem)")
            #expect(problem.contains("is a file, not a folder"), "\(problem)")
            #expect(problem.contains(folder.path), "\(problem)")
            #expect(favorites(of: model) == expected)
            #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
        }
    }
}
