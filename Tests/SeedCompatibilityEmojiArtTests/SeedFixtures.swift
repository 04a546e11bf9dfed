import Finch
import FinchTesting
import Foundation
import Testing

/// What the seed's tests share: the window the seed's view is shown in, pictures to serve, and bounded
/// waits for work that comes back through the main queue.
@MainActor
enum SeedFixtures {
    /// The window the seed's view is tested in.
    static let windowSize = CGSize(width: 400, height: 300)

    /// Where the seed's canvas (the `GeometryReader`) is in that window: the body's two views share the
    /// height as a `VStack` would, the palette's scroll view above, the canvas below (pinned by
    /// `EmojiArtSeedViewTests.canvasGeometry`).
    static let canvas = CGRect(x: 0, y: 154, width: 400, height: 146)

    /// Where an emoji at `emoji`'s model coordinates is drawn: the seed's `position(for:in:)`, an offset
    /// from the canvas's centre.
    static func windowPoint(ofModel x: Int, _ y: Int) -> CGPoint {
        CGPoint(x: canvas.midX + CGFloat(x), y: canvas.midY + CGFloat(y))
    }

    /// The seed's view of a new document in a test window.
    static func window(_ document: EmojiArtDocument) -> TestWindow {
        TestWindow(size: windowSize) { EmojiArtDocumentView(document: document) }
    }

    /// A PNG of a `width` × `height` picture: `color` with a black square in its top-left quarter, so a
    /// golden shows which way up it is drawn.
    static func png(width: CGFloat, height: CGFloat, color: Color) throws -> Data {
        let picture = ZStack(alignment: .topLeading) {
            color
            Color.black.frame(width: width / 4, height: height / 4)
        }
        .frame(width: width, height: height)
        return try #require(ImageRenderer(content: picture).pngData())
    }

    /// The sizes of the images `window` draws now (the seed's background is the only image it draws).
    static func imageSizes(in window: TestWindow) -> [CGSize] {
        var sizes: [CGSize] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .image(let run): sizes.append(run.frame.size)
                case .group(let group): visit(group.children)
                default: break
                }
            }
        }
        visit(window.displayList.items)
        return sizes
    }

    /// A URL dragged in from another program, as the GTK host hands it over: a browser's link as a web URL
    /// (which is also its text), a file manager's file as a file. The seed takes `["public.image",
    /// "public.text"]`, so a URL is taken by being text or an image file, as on Apple platforms.
    static func draggedURL(_ url: URL) -> [NSItemProvider] {
        [(url.isFileURL ? DesktopDropItem.file(url) : .webURL(url, title: nil)).itemProvider()]
    }
}

/// Waits (never sleeping) until `condition` holds, for at most `seconds` of real time, moving `window`'s
/// virtual clock a frame per turn so what arrives is drawn.
@MainActor
func waitUntil(
    _ what: String, in window: TestWindow? = nil, seconds: Double = 60,
    sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
    let held = await MainQueue.wait(seconds: seconds, eachTurn: { window?.advance(by: 1.0 / 60) }, until: condition)
    if !held { Issue.record("\(what) did not happen within \(seconds) s", sourceLocation: sourceLocation) }
}

/// Runs `body` with `$XDG_DATA_HOME` naming a new empty folder, which is where Foundation's
/// `.applicationSupportDirectory` is on Linux, then puts the variable back and removes the folder.
///
/// Foundation reads the variable at each call (it does not cache the folder: pinned by
/// `EmojiArtSeedModelTests.applicationSupportFollowsTheVariable`), so the seed's `storeInFilesystem`
/// and `imageURL` never touch the user's folders. The variable is process-wide: tests that set it do
/// so on the main actor (as Landmarks' do), so none sees another's value while it runs synchronously.
@MainActor
func withTemporaryDataHome<T>(_ body: (URL) async throws -> T) async throws -> T {
    let saved = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("seed-emojiart-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    setenv("XDG_DATA_HOME", folder.path, 1)
    defer {
        if let saved { setenv("XDG_DATA_HOME", saved, 1) } else { unsetenv("XDG_DATA_HOME") }
        try? FileManager.default.removeItem(at: folder)
    }
    return try await body(folder)
}
