import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// `--snapshot` of a document app renders a new untitled document held in memory: no file is written.
@MainActor
@Suite("The headless snapshot of a DocumentGroup app")
struct DocumentSnapshotTests {
    struct Swatch: FileDocument {
        // Counted from the save queue, where `fileWrapper` runs.
        nonisolated static let writes = LockedState(0)
        static var readableContentTypes: [UTType] { [UTType(exportedAs: "org.finch.tests.swatch")] }
        init() {}
        init(configuration: ReadConfiguration) throws {}
        nonisolated func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            Swatch.writes.withLock { $0 += 1 }
            return FileWrapper(regularFileWithContents: Data())
        }
    }

    struct SwatchSnapshotApp: App {
        var body: some Scene {
            DocumentGroup(newDocument: Swatch()) { _ in
                Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 20)
            }
        }
    }

    @Test("The snapshot shows the new document's editor and writes no document")
    func snapshotWritesNoDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-docsnap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("shot.png").path
        let options = LaunchOptions(snapshotPath: path, size: CGSize(width: 60, height: 40))
        try HeadlessSnapshot.write(SwatchSnapshotApp().body.windows, options: options)
        let image = try #require(PixelImage(png: try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image[30, 20] == PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(Swatch.writes.withLock { $0 } == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shot.png"])
        let untitled = DocumentController.untitledFolder(appName: String(describing: SwatchSnapshotApp.self))
        #expect(!FileManager.default.fileExists(atPath: untitled.path))
    }

    @Test("With --window-frame the new document's window is titled Untitled — the app's name")
    func snapshotWithWindowFrame() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "finch-docframe-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: path) }
        let size = CGSize(width: 300, height: 40)
        let options = LaunchOptions(snapshotPath: path.path, size: size, windowFrame: true)
        try HeadlessSnapshot.write(SwatchSnapshotApp().body.windows, options: options, appName: "Swatches")
        let image = try #require(PixelImage(png: try Data(contentsOf: path)))
        let expected = try #require(
            WindowFrame(title: "Untitled — Swatches").pngData(
                content: DisplayList(), contentSize: size, scale: 1, renderer: CairoBackend.shared.renderer
            ).flatMap(PixelImage.init))
        let bar = CGRect(x: 0, y: 0, width: 300, height: WindowFrame.headerBarHeight)
        #expect(image.pixels(in: bar) == expected.pixels(in: bar))
        #expect(image[150, 37 + 20] == PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
