import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// `TestApp`'s window titles are the GTK host's: a document window's follows its document's name and
/// edited mark (`DocumentWindowTitle`), any other window's is its scene's title as declared now.
@MainActor @Suite("TestApp: window titles as GTK shows them, and framed pictures")
struct TestAppTitleTests {
    private struct TitledApp: App {
        @State private var count = 0

        var body: some Scene {
            WindowGroup("Count \(count)") {
                Button("Count") { count += 1 }
            }
            .defaultSize(width: 200, height: 100)
        }
    }

    private struct UntitledApp: App {
        var body: some Scene {
            WindowGroup { Text("No title") }
                .defaultSize(width: 200, height: 100)
        }
    }

    @Test("A document window is Untitled — Drawing, *Untitled — Drawing once edited, and loses the mark when saved")
    func documentTitles() throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DrawingApp(), documentsFolder: folder)
        #expect(app.appName == "Drawing")
        let window = try #require(app.windows.first)
        #expect(app.title(of: window) == "Untitled — Drawing")
        try DocumentAppTests.tap("Add", in: window)
        #expect(app.title(of: window) == "*Untitled — Drawing")
        try app.save(window)
        #expect(app.title(of: window) == "Untitled — Drawing")
        try app.save(window, to: folder.appendingPathComponent("Beach.drawing"))
        #expect(app.title(of: window) == "Beach — Drawing")
    }

    @Test("A test app standing in for another takes that app's name in its titles")
    func appNameGiven() throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DrawingApp(), documentsFolder: folder, appName: "Sketch")
        let window = try #require(app.windows.first)
        #expect(app.title(of: window) == "Untitled — Sketch")
    }

    @Test("A plain window's title is its scene's, following the app's state; WindowGroup's default is empty")
    func sceneTitles() throws {
        let app = TestApp(TitledApp())
        let window = try #require(app.windows.first)
        #expect(app.title(of: window) == "Count 0")
        try DocumentAppTests.tap("Count", in: window)
        #expect(app.title(of: window) == "Count 1")
        let untitled = TestApp(UntitledApp())
        #expect(untitled.title(of: try #require(untitled.windows.first)) == "")
    }

    @Test("The framed picture is the window's under a header bar showing its title")
    func framedPicture() throws {
        let app = TestApp(TitledApp())
        let window = try #require(app.windows.first)
        let png = try #require(app.framedPNGData(of: window))
        let image = try #require(PixelImage(png: png))
        #expect(image.width == 200 && image.height == 100 + Int(WindowFrame.headerBarHeight))
        let titleInk = (40..<160).filter { x in (0..<36).contains { y in image[x, y].green < 150 } }
        #expect(!titleInk.isEmpty)
        let plain = try #require(PixelImage(png: window.pngData()))
        #expect(image[100, 37 + 50] == plain[100, 50])
    }
}
