import Finch
import FinchTesting
import Foundation
import Testing

/// Waits (never sleeping) until `condition` holds, for at most `seconds` of real time, moving `window`'s
/// virtual clock a frame per turn.
@MainActor
func waitUntil(
    _ what: String, in window: TestWindow? = nil, seconds: Double = 60,
    sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
    let held = await MainQueue.wait(seconds: seconds, eachTurn: { window?.advance(by: 1.0 / 60) }, until: condition)
    if !held { Issue.record("\(what) did not happen within \(seconds) s", sourceLocation: sourceLocation) }
}

/// The course keeps documents and the store's names in `UserDefaults.standard`. Foundation on Linux
/// writes those to disk only on `synchronize()`, which nothing here calls; each test still uses keys of
/// its own (new UUIDs, a unique store name) and removes them.
enum Defaults2020 {
    static func removeDocument(_ id: UUID) {
        UserDefaults.standard.removeObject(forKey: "EmojiArtDocument.\(id.uuidString)")
    }

    static func removeStore(named name: String, documents: [EmojiArtDocument]) {
        UserDefaults.standard.removeObject(forKey: "EmojiArtDocumentStore.\(name)")
        for document in documents { removeDocument(document.id) }
    }
}

/// A `width` × `height` PNG of one colour.
@MainActor
func png2020(width: CGFloat, height: CGFloat, color: Color) throws -> Data {
    try #require(ImageRenderer(content: color.frame(width: width, height: height)).pngData())
}
