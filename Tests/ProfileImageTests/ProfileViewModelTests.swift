import Finch
import Foundation
import Testing

@testable import ProfileImageKit

/// Seed 002's status machine: picking drives `.empty`, `.loading`, then `.success` or `.failure`.
@MainActor
@Suite("ProfileViewModel: the picker's results drive the avatar's status")
struct ProfileViewModelTests {
    private func result(_ file: URL) -> PHPickerResult? {
        NSItemProvider(contentsOf: file).map { PHPickerResult(itemProvider: $0, assetIdentifier: file.path) }
    }

    @Test("No results (Cancel) and no selection leave the avatar empty")
    func emptyCases() {
        let model = ProfileViewModel()
        #expect(model.status.name == "empty")
        model.selections = []
        #expect(model.status.name == "empty")
        model.selections = nil
        #expect(model.status.name == "empty")
    }

    @Test("An item that is not an image (text) leaves the avatar empty, as the seed says")
    func notLoadable() {
        let model = ProfileViewModel()
        model.selections = [PHPickerResult(itemProvider: NSItemProvider(object: "hello"))]
        #expect(model.status.name == "empty")
    }

    @Test("A picture goes through .loading to .success, loaded off the main thread")
    func loadsPicture() async throws {
        let model = ProfileViewModel()
        let picked = try #require(result(ProfileFixture.sunset))
        let settled = await settledStatus(of: model) { model.selections = [picked] }
        #expect(settled.names == ["loading", "success"])
        #expect(settled.status?.image != nil)
    }

    @Test("A file that will not decode ends in .failure (the warning triangle)")
    func brokenPicture() async throws {
        let model = ProfileViewModel()
        let picked = try #require(result(ProfileFixture.broken))
        #expect(await statuses(of: model) { model.selections = [picked] } == ["loading", "failure"])
    }

    /// The rendering tests' bad and huge images (one copy in the repository).
    private static func renderingFixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FinchRenderingTests/Fixtures/\(name)")
    }

    @Test(
        "Bad files picked end in .failure, never a crash: corrupt, empty, not an image, a 30,000² PNG, a 120 MP JPEG header",
        arguments: ["corrupt.png", "empty.png", "not-an-image.png", "huge-30000.png", "huge-header-12000x10000.jpg"])
    func badFiles(name: String) async throws {
        let model = ProfileViewModel()
        let picked = try #require(result(Self.renderingFixture(name)))
        #expect(await statuses(of: model) { model.selections = [picked] } == ["loading", "failure"])
    }

    @Test("A 24-megapixel JPEG picked loads (decoded at most 4096 px a side) and shows")
    func largePicture() async throws {
        let model = ProfileViewModel()
        let picked = try #require(result(Self.renderingFixture("large-6000x4000.jpg")))
        #expect(await statuses(of: model) { model.selections = [picked] } == ["loading", "success"])
    }
}
