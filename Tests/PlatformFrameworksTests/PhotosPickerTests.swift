import Finch
import FinchTesting
import Foundation
import PhotosUI
import Testing

/// What the screen under test last held in its selection.
@MainActor
private final class Picked {
    var single: PhotosPickerItem?
    var several: [PhotosPickerItem] = []
}

private struct PickerScreen: View {
    let folder: URL
    let picked: Picked
    @State private var item: PhotosPickerItem?
    @State private var items: [PhotosPickerItem] = []

    var body: some View {
        let _ = (picked.single = item)
        let _ = (picked.several = items)
        VStack(spacing: 40) {
            PhotosPicker("Pick one", selection: $item, matching: .images)
            PhotosPicker(selection: $items, maxSelectionCount: 2, matching: .any(of: [.images, .livePhotos])) {
                Label("Pick two", systemImage: "photo.on.rectangle")
            }
        }
        .environment(\.picturesFolder, folder)
    }
}

@MainActor
@Suite("PhotosPicker: the picker in a sheet, its items read as data or images")
struct PhotosPickerTests {
    /// A folder holding two small pictures, `a.png` (red) and `b.png` (blue).
    private func pictures() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, color) in [("a.png", Color.red), ("b.png", Color.blue)] {
            let data = try #require(ImageRenderer(content: color.frame(width: 6, height: 4)).pngData())
            try data.write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private func tapText(_ text: String, in window: TestWindow) {
        #expect(window.tap(onText: text))
        window.advance(by: 0.5)
        window.advance(by: 0)
    }

    @Test("A tap on a picture picks it, closes the sheet and sets the selection; Cancel keeps it")
    func single() throws {
        let folder = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picked = Picked()
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { PickerScreen(folder: folder, picked: picked) }
        window.advance(by: 0)
        tapText("Pick one", in: window)
        #expect(window.frames(ofText: "Photos").count == 1)
        // The grid's first square, under the sheet's header.
        let header = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: 40, y: header.maxY + 60))
        window.advance(by: 0.5)
        window.advance(by: 0)
        #expect(window.frames(ofText: "Photos").isEmpty)
        #expect(picked.single?.itemIdentifier == folder.appendingPathComponent("a.png").path)
        #expect(picked.single?.supportedContentTypes == [.png])
        tapText("Pick one", in: window)
        tapText("Cancel", in: window)
        #expect(window.frames(ofText: "Photos").isEmpty)
        #expect(picked.single?.itemIdentifier == folder.appendingPathComponent("a.png").path)
    }

    @Test("A picker of several: taps select, Add hands them over in the order tapped")
    func several() throws {
        let folder = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picked = Picked()
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { PickerScreen(folder: folder, picked: picked) }
        window.advance(by: 0)
        tapText("Pick two", in: window)
        let header = try #require(window.frames(ofText: "Cancel").first)
        // The second square, then the first.
        window.tap(at: CGPoint(x: 195, y: header.maxY + 60))
        window.advance(by: 0)
        window.tap(at: CGPoint(x: 40, y: header.maxY + 60))
        window.advance(by: 0)
        tapText("Add", in: window)
        #expect(window.frames(ofText: "Photos").isEmpty)
        #expect(
            picked.several.map(\.itemIdentifier) == ["b.png", "a.png"].map { folder.appendingPathComponent($0).path })
    }

    @Test("Reopened, the picker starts from the selection: a tap deselects, Add hands over the rest or none")
    func preselection() throws {
        let folder = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picked = Picked()
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { PickerScreen(folder: folder, picked: picked) }
        window.advance(by: 0)
        let paths = ["a.png", "b.png"].map { folder.appendingPathComponent($0).path }
        tapText("Pick two", in: window)
        var header = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: 40, y: header.maxY + 60))
        window.advance(by: 0)
        window.tap(at: CGPoint(x: 195, y: header.maxY + 60))
        window.advance(by: 0)
        tapText("Add", in: window)
        #expect(picked.several.map(\.itemIdentifier) == paths)
        // Both are selected when it opens again: a tap on the first deselects it (a third pick would
        // have been refused at the limit of two).
        tapText("Pick two", in: window)
        header = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: 40, y: header.maxY + 60))
        window.advance(by: 0)
        tapText("Add", in: window)
        #expect(picked.several.map(\.itemIdentifier) == [paths[1]])
        // Cancel hands the preselection back: nothing changes.
        tapText("Pick two", in: window)
        tapText("Cancel", in: window)
        #expect(picked.several.map(\.itemIdentifier) == [paths[1]])
        // Deselecting everything leaves Add enabled, and it picks none.
        tapText("Pick two", in: window)
        header = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: 195, y: header.maxY + 60))
        window.advance(by: 0)
        tapText("Add", in: window)
        #expect(window.frames(ofText: "Photos").isEmpty)
        #expect(picked.several.isEmpty)
    }

    @Test("An item loads as its file's bytes, as an Image, and as nil once the file is gone")
    func loading() async throws {
        let folder = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.png")
        let item = PhotosPickerItem(file: file)
        let data = try await item.loadTransferable(type: Data.self)
        #expect(data == (try Data(contentsOf: file)))
        let image = try await item.loadTransferable(type: Image.self)
        #expect(image != nil)
        try FileManager.default.removeItem(at: file)
        #expect(try await item.loadTransferable(type: Data.self) == nil)
    }

    @Test("A file that is not a picture fails to load as an Image, with an error")
    func notAPicture() async throws {
        let folder = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("c.png")
        try Data("not a picture".utf8).write(to: file)
        await #expect(throws: (any Error).self) {
            _ = try await PhotosPickerItem(file: file).loadTransferable(type: Image.self)
        }
    }
}
