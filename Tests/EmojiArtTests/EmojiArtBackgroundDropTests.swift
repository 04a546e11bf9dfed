import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// A picture dropped on the canvas is kept in the document as JPEG bytes (the course's way), but those
/// bytes are encoded off the main thread and the dropped picture itself is shown, not decoded again from
/// them; a picture kept in a file is decoded off the main thread; and of two drops the later one wins,
/// whichever finishes loading first.
@MainActor
@Suite("Dropped and stored background pictures, made ready off the main thread")
struct EmojiArtBackgroundDropTests {
    /// Counts the document's decodes of background bytes, and where they ran.
    final class DecodeCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var queues: [Bool] = []
        /// Marks EmojiArt's file queue, so a decode knows whether it runs there. (`Thread.isMainThread`
        /// cannot tell: Foundation on Linux takes the thread it first ran on for the main thread.)
        @MainActor private static let fileQueueKey: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            EmojiArtDocument.fileQueue.setSpecific(key: key, value: true)
            return key
        }()

        /// How many decodes there were, and how many of them on EmojiArt's file queue.
        var counts: (all: Int, onFileQueue: Int) {
            lock.withLock { (queues.count, queues.filter { $0 }.count) }
        }

        @MainActor func watch(_ document: EmojiArtDocument) {
            let key = Self.fileQueueKey
            document.decodeImageData = { [self] data in
                let onFileQueue = DispatchQueue.getSpecific(key: key) == true
                lock.withLock { queues.append(onFileQueue) }
                return UIImage(data: data)
            }
        }
    }

    /// A provider of a PNG whose bytes are handed over only when the test says so: a slow load.
    final class HeldProvider: @unchecked Sendable {
        let provider = NSItemProvider()
        private let lock = NSLock()
        private var completion: (@Sendable (Data?, (any Error)?) -> Void)?

        init() {
            // Weakly: the provider keeps this loader, and this object keeps the provider.
            provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) {
                [weak self] completion in
                self?.lock.withLock { self?.completion = completion }
                return nil
            }
        }

        var isLoading: Bool { lock.withLock { completion != nil } }

        /// Hands over `png` on the calling thread, and lets the load (and what it holds) go.
        func release(_ png: Data) {
            let completion = lock.withLock {
                defer { self.completion = nil }
                return self.completion
            }
            completion?(png, nil)
        }
    }

    private func provider(of png: Data) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(png, nil)
            return nil
        }
        return provider
    }

    /// Runs what the main queue and the file queue have queued until both are done with it: a load handed
    /// over on the main thread reaches the view, its encoding on the file queue ends, and its result is
    /// delivered on the main queue.
    private func settle() async {
        await MainQueue.turn()
        EmojiArtDocument.fileQueue.sync {}
        await MainQueue.turn()
    }

    @Test("A dropped picture is shown as loaded, never decoded again from the JPEG bytes the document keeps")
    func droppedPictureNotDecodedAgain() async throws {
        let app = EmojiArtHarness()
        let counter = DecodeCounter()
        counter.watch(app.document)
        let png = TestPictures.red(width: 12, height: 8)
        #expect(app.window.dragFromOutside(providers: [provider(of: png)], through: [CGPoint(x: 100, y: 100)]))
        await waitUntil("the background", in: app.window) { app.document.backgroundImage != nil }
        #expect(app.document.background.imageData?.prefix(2) == Data([0xFF, 0xD8]))
        #expect(app.document.backgroundImage?.size == CGSize(width: 12, height: 8))
        #expect(app.document.backgroundImageFetchStatus == .idle)
        #expect(counter.counts.all == 0)
    }

    @Test("A picture dropped first but loaded last does not replace the one dropped after it")
    func laterDropWins() async throws {
        let app = EmojiArtHarness()
        let slow = HeldProvider()
        #expect(app.window.dragFromOutside(providers: [slow.provider], through: [CGPoint(x: 100, y: 100)]))
        await waitUntil("the slow load to start") { slow.isLoading }
        let later = TestPictures.red(width: 20, height: 10)
        #expect(app.window.dragFromOutside(providers: [provider(of: later)], through: [CGPoint(x: 120, y: 90)]))
        await waitUntil("the later picture", in: app.window) { app.document.backgroundImage != nil }
        let shown = try #require(app.document.background.imageData)
        slow.release(TestPictures.red(width: 12, height: 8))
        await settle()
        #expect(app.document.background.imageData == shown)
        #expect(app.document.backgroundImage?.size == CGSize(width: 20, height: 10))
    }

    @Test("Of backgrounds chosen in turn, the latest chosen wins whichever is set first; a change meanwhile wins")
    func choicesInOrder() throws {
        let document = EmojiArtDocument(imagesFolder: temporaryFolder())
        let small = TestPictures.red(width: 8, height: 6)
        let large = TestPictures.red(width: 16, height: 12)
        let first = document.chooseBackground()
        let second = document.chooseBackground()
        #expect(document.setBackground(.imageData(large), chosen: second))
        #expect(!document.setBackground(.imageData(small), chosen: first))
        #expect(document.background == .imageData(large))

        // Set in the order chosen, each is set in turn.
        let third = document.chooseBackground()
        let fourth = document.chooseBackground()
        #expect(document.setBackground(.imageData(small), chosen: third))
        #expect(document.setBackground(.blank, chosen: fourth))
        #expect(document.background == .blank)

        // A background set directly after a choice (a web URL dropped, an undo) makes that choice old.
        let fifth = document.chooseBackground()
        document.setBackground(.imageData(large))
        #expect(!document.setBackground(.imageData(small), chosen: fifth))
        #expect(document.backgroundImage?.size == CGSize(width: 16, height: 12))
    }

    @Test("Set with its picture, the document shows that very picture; undo and redo decode the bytes again")
    func suppliedPicture() throws {
        let undoManager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { undoManager.removeAllActions() }
        let document = EmojiArtDocument(imagesFolder: temporaryFolder())
        let counter = DecodeCounter()
        counter.watch(document)
        let png = TestPictures.red(width: 10, height: 4)
        let image = try #require(UIImage(data: png))
        document.setBackground(.imageData(png), showing: image, undoManager: undoManager)
        undoManager.closeAutomaticGroup()
        #expect(document.backgroundImage === image)
        #expect(document.backgroundImageFetchStatus == .idle)
        #expect(counter.counts.all == 0)
        undoManager.undo()
        #expect(document.background == .blank && document.backgroundImage == nil)
        undoManager.redo()
        #expect(document.backgroundImage?.size == CGSize(width: 10, height: 4))
        #expect(document.backgroundImage !== image)
        #expect(counter.counts.all == 1)
    }

    @Test("Undo and redo of a picture large in bytes decode it off the main thread, the hourglass meanwhile")
    func largePictureUndoDecodesInBackground() async throws {
        let undoManager = UndoManager()
        defer { undoManager.removeAllActions() }
        let document = EmojiArtDocument(imagesFolder: temporaryFolder())
        let counter = DecodeCounter()
        counter.watch(document)
        let large = TestPictures.noise(width: 200, height: 200)
        #expect(large.count > EmojiArtDocument.largestPictureDecodedInPlace)
        let small = TestPictures.red(width: 10, height: 4)
        #expect(small.count <= EmojiArtDocument.largestPictureDecodedInPlace)
        document.setBackground(.imageData(large), showing: UIImage(data: large), undoManager: undoManager)
        undoManager.closeAutomaticGroup()
        document.setBackground(.imageData(small), undoManager: undoManager)
        undoManager.closeAutomaticGroup()
        // The small picture is decoded in place, before the intent returns.
        #expect(counter.counts == (1, 0))
        #expect(document.backgroundImage?.size == CGSize(width: 10, height: 4))

        // The large one is not: the undo returns with the hourglass, and the picture comes after.
        undoManager.undo()
        #expect(document.backgroundImageFetchStatus == .fetching && document.backgroundImage == nil)
        await waitUntil("the large picture") { document.backgroundImage != nil }
        #expect(document.backgroundImage?.size == CGSize(width: 200, height: 200))
        #expect(document.backgroundImageFetchStatus == .idle)
        #expect(counter.counts == (2, 1))
        undoManager.redo()
        #expect(counter.counts == (3, 1))
        #expect(document.backgroundImage?.size == CGSize(width: 10, height: 4))
    }

    /// The document as read from a file holding `background`.
    private func read(_ background: EmojiArtModel.Background) throws -> EmojiArtDocument {
        var model = EmojiArtModel()
        model.background = background
        let file = FileWrapper(regularFileWithContents: try model.json())
        return try EmojiArtDocument(configuration: FileDocumentReadConfiguration(contentType: .emojiart, file: file))
    }

    @Test("A document read from a file decodes its picture off the main thread, then shows it")
    func readDecodesInBackground() async throws {
        let document = try read(.imageData(TestPictures.red(width: 14, height: 6)))
        #expect(document.backgroundImage == nil)
        #expect(document.backgroundImageFetchStatus == .fetching)
        await waitUntil("the stored picture") { document.backgroundImage != nil }
        #expect(document.backgroundImage?.size == CGSize(width: 14, height: 6))
        #expect(document.backgroundImageFetchStatus == .idle)
    }

    @Test("A file's picture decoded after another background was set is not shown (lecture 7's check)")
    func readPictureArrivingLateIsDropped() async throws {
        let document = try read(.imageData(TestPictures.red(width: 14, height: 6)))
        document.setBackground(.imageData(TestPictures.red(width: 5, height: 5)))
        await settle()
        #expect(document.backgroundImage?.size == CGSize(width: 5, height: 5))
        #expect(document.backgroundImageFetchStatus == .idle)
    }

    @Test("A file's bytes that are not a picture show none and stop fetching")
    func readUndecodable() async throws {
        let document = try read(.imageData(Data("not a picture".utf8)))
        await settle()
        #expect(document.backgroundImage == nil)
        #expect(document.backgroundImageFetchStatus == .idle)
    }
}
