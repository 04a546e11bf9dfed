import Finch
import FinchCairo
import Foundation
import Testing

/// Red until it is asked to open a URL whose host is `green` (a file turns it blue).
private struct DeepLinkSquare: View {
    @State private var color = Color(red: 1, green: 0, blue: 0)

    var body: some View {
        Rectangle().fill(color)
            .onOpenURL { url in
                color =
                    url.isFileURL
                    ? Color(red: 0, green: 0, blue: 1)
                    : url.host() == "green" ? Color(red: 0, green: 1, blue: 0) : color
            }
    }
}

/// URLs and files on an app's command line reach its first window's `onOpenURL`, as iOS hands a scene
/// the URL it was opened with.
@MainActor
@Suite("Launch URLs: an argument with a scheme is a URL for onOpenURL; a path stays a file")
struct LaunchURLTests {
    @Test("A scheme makes a URL; a path, a file: URL or an existing file named like one stays a file")
    func parsing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("notes:1").path, contents: Data()))
        let options = try LaunchOptions(
            arguments: ["myapp://item/3", "https://example.org/a?b=c", "file:///tmp/x.txt", "list.txt", "notes:1"],
            currentDirectory: folder.path)
        #expect(options.urls.map(\.absoluteString) == ["myapp://item/3", "https://example.org/a?b=c"])
        #expect(
            options.files.map(\.path)
                == [
                    "/tmp/x.txt", folder.appendingPathComponent("list.txt").path,
                    folder.appendingPathComponent("notes:1").path,
                ])
    }

    @Test("--snapshot hands the launch URLs to the window before it is drawn")
    func snapshotOpensURL() throws {
        let window = WindowGroup { DeepLinkSquare() }.windows[0]
        let size = CGSize(width: 20, height: 20)
        let plain = try #require(HeadlessSnapshot.pngData(of: window, size: size, after: 0).flatMap(PixelImage.init))
        #expect(plain[10, 10] == PixelImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        let url = try #require(URL(string: "squares://green"))
        let opened = try #require(
            HeadlessSnapshot.pngData(of: window, size: size, after: 0, urls: [url]).flatMap(PixelImage.init))
        #expect(opened[10, 10] == PixelImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test("A window group's app is asked to open the files on its command line too")
    func snapshotOpensFile() throws {
        struct SquareApp: App {
            var body: some Scene { WindowGroup { DeepLinkSquare() }.handlesExternalEvents(matching: ["*"]) }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("finch-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = LaunchOptions(snapshotPath: path, size: CGSize(width: 20, height: 20))
        options.files = [URL(fileURLWithPath: "/tmp/picture.png")]
        try HeadlessSnapshot.write(SquareApp().body.windows, options: options)
        let image = try #require(PixelImage(png: try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image[10, 10] == PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
