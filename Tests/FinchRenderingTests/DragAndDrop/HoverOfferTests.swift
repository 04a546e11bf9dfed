import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// A file dragged from a file manager is first offered as a URL list; the host reads the list while it
/// hovers and offers the files' types (`dragOfferChanged(to:)`), so a view that takes only images
/// (the seed EmojiArt's `onDrop(of: ["public.image", "public.text"], ...)`) takes a PNG file.
@MainActor
@Suite("Drag and drop: a file drag's types become known while it hovers")
struct HoverOfferTests {
    @MainActor
    final class Log {
        var targeted: [Bool] = []
        var drops: [Int] = []
    }

    struct ImagesOnly: View {
        let log: Log

        var body: some View {
            Color.gray.frame(width: 200, height: 100)
                .onDrop(
                    of: ["public.image", "public.text"],
                    isTargeted: Binding(get: { log.targeted.last ?? false }, set: { log.targeted.append($0) })
                ) { providers, _ in
                    log.drops.append(providers.count)
                    return true
                }
                .frame(width: 300, height: 200)
        }
    }

    @Test(
        "A URL list is refused by an images-only view until its file types are offered; then it is targeted and taken")
    func fileTypesOfferedWhileHovering() {
        let log = Log()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { ImagesOnly(log: log) }
        let list = DesktopDropFormats.uriListData([URL(fileURLWithPath: "/home/me/Pictures/cat.png")])
        window.graph.dragEntered(offering: DesktopDropFormats.typeIdentifiers(offeredAs: ["text/uri-list"])) {
            ((try? DesktopDropFormats.items(from: list, mimeType: "text/uri-list")) ?? []).map { $0.itemProvider() }
        }
        // Before any location, a new offer targets nothing (GTK enters at (0, 0)).
        let types = DesktopDropFormats.typeIdentifiers(offeredAs: ["text/uri-list"], uriList: list)
        #expect(types == ["public.png", "public.file-url", "public.url"])
        #expect(window.graph.dragMoved(to: CGPoint(x: 150, y: 100)) == .cancel)
        #expect(log.targeted.isEmpty)
        #expect(window.graph.dragOfferChanged(to: types) == .copy)
        #expect(log.targeted == [true])
        #expect(window.graph.dragMoved(to: CGPoint(x: 160, y: 110)) == .copy)
        #expect(window.graph.drop(at: CGPoint(x: 160, y: 110)))
        #expect(log.drops == [1])
        #expect(log.targeted == [true, false])
    }

    @Test("An offer changed before the first motion targets nothing until the drag moves")
    func offerBeforeMotion() {
        let log = Log()
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { ImagesOnly(log: log) }
        window.graph.dragEntered(offering: ["public.url"]) { [] }
        #expect(window.graph.dragOfferChanged(to: ["public.jpeg", "public.file-url", "public.url"]) == .cancel)
        #expect(log.targeted.isEmpty)
        #expect(window.graph.dragMoved(to: CGPoint(x: 150, y: 100)) == .copy)
        #expect(log.targeted == [true])
        window.graph.dragExited()
        // No drag: nothing to change.
        #expect(window.graph.dragOfferChanged(to: ["public.png"]) == .cancel)
    }
}
