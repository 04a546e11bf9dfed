import Finch
import FinchTesting
import Foundation
import Testing

/// Saves off the main actor: the snapshot (or the value's copy) is taken on the main actor, the file is
/// made and written on the save queue, and the result comes back to the main actor. Apple documents that
/// SwiftUI calls `fileWrapper(snapshot:configuration:)` and `fileWrapper(configuration:)` on a background
/// thread after taking the snapshot on the main thread (SwiftUI's `ReferenceFileDocument` and
/// `FileDocument` reference pages).
///
/// The saves here are started without `TestApp.advance(by:)` (which waits for them) and held in the
/// writer until the test lets them go, so a test sees a save in flight.
@MainActor
@Suite("Document saves off the main actor")
struct DocumentBackgroundSaveTests {
    /// Marks the main queue, so a closure can tell whether it runs there (the main actor's jobs run on
    /// the main queue, not always on the main thread).
    nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    nonisolated static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// A writer whose writes wait for the test to let each one go (when `holding`), and that records
    /// where and in what order they ran.
    final class HeldWriter: Sendable {
        struct Record {
            var running = 0
            var mostAtOnce = 0
            var written: [Data] = []
            var onMainQueue: [Bool] = []
        }

        private let gate = DispatchSemaphore(value: 0)
        let record = LockedState(Record())
        let failing = LockedState(false)

        /// Lets one held write go on.
        func release() { gate.signal() }

        func writer(holding: Bool) -> FileWrapperWriter {
            var writer = FileWrapperWriter()
            let standard = FileWrapperWriter()
            writer.writeFile = { [self] data, url in
                record.withLock {
                    $0.running += 1
                    $0.mostAtOnce = max($0.mostAtOnce, $0.running)
                    $0.onMainQueue.append(DocumentBackgroundSaveTests.isOnMainQueue)
                }
                defer { record.withLock { $0.running -= 1 } }
                // Bounded, so a write wrongly made on the main actor fails the test rather than hanging it.
                if holding { _ = gate.wait(timeout: .now() + 20) }
                if failing.withLock({ $0 }) { throw CocoaError(.fileWriteOutOfSpace) }
                try standard.writeFile(data, url)
                record.withLock { $0.written.append(data) }
            }
            return writer
        }
    }

    /// Lets the main queue run (the save's result reaches the main actor through it) until `condition`
    /// holds, for at most `seconds` of real time; no sleeping.
    static func waitUntil(_ what: String, seconds: Double = 20, _ condition: () -> Bool) async {
        if await !MainQueue.wait(seconds: seconds, until: condition) {
            Issue.record("\(what) did not happen within \(seconds) s")
        }
    }

    static func shapes(in url: URL) throws -> [String] {
        try JSONDecoder().decode(DrawingDocument.Model.self, from: Data(contentsOf: url)).shapes
    }

    struct Setup {
        let app: TestApp
        let controller: DocumentController
        let window: TestWindow
        let session: DocumentSession
        let url: URL
    }

    static func drawingApp(in folder: URL, writer: FileWrapperWriter) throws -> Setup {
        let app = TestApp(DrawingApp(), documentsFolder: folder, writer: writer)
        let controller = try #require(app.documentController)
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        let url = try #require(session.fileURL)
        return Setup(app: app, controller: controller, window: window, session: session, url: url)
    }

    @Test("Ctrl+S returns at once: the file is made and written off the main actor, the result applied on it")
    func writtenOffTheMainActor() async throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = HeldWriter()
        let setup = try Self.drawingApp(in: folder, writer: held.writer(holding: true))
        var savedOnMainQueue: [Bool] = []
        setup.controller.onSaved = { _ in savedOnMainQueue.append(Self.isOnMainQueue) }
        try DocumentAppTests.tap("Add", in: setup.window)

        setup.controller.saveInBackground(setup.session)
        // The write is held on the save queue while the main actor goes on drawing frames.
        setup.window.advance(by: 1.0 / 60)
        #expect(!FileManager.default.fileExists(atPath: setup.url.path))
        #expect(setup.session.isEdited)
        held.release()
        await Self.waitUntil("the save's result") { !savedOnMainQueue.isEmpty }

        #expect(try Self.shapes(in: setup.url) == ["circle"])
        #expect(!setup.session.isEdited)
        #expect(savedOnMainQueue == [true])
        #expect(held.record.withLock { $0.onMainQueue } == [false])
        // Other tests' drawings are encoded meanwhile too (tests run in parallel): none on the main queue.
        #expect(EncodingProbe.onMainQueue.withLock { !$0.isEmpty && !$0.contains(true) })
    }

    @Test("An edit made while the save is written keeps the document edited, and the next save writes it")
    func editDuringSave() async throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = HeldWriter()
        let setup = try Self.drawingApp(in: folder, writer: held.writer(holding: true))
        var saved = 0
        setup.controller.onSaved = { _ in saved += 1 }
        try DocumentAppTests.tap("Add", in: setup.window)
        setup.controller.saveInBackground(setup.session)
        try DocumentAppTests.tap("Add", in: setup.window)
        held.release()
        await Self.waitUntil("the first save's result") { saved == 1 }

        // The file has the snapshot's one shape; the second is only in memory, due for autosave.
        #expect(try Self.shapes(in: setup.url) == ["circle"])
        #expect(setup.session.isEdited)
        #expect(setup.controller.nextWakeTime != nil)
        held.release()
        setup.app.advance(by: DocumentController.autosaveDelay + 1)
        #expect(try Self.shapes(in: setup.url) == ["circle", "circle"])
        #expect(!setup.session.isEdited)
    }

    @Test("Two saves of one document never run at once, and the later snapshot is written last")
    func savesInOrder() async throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = HeldWriter()
        let setup = try Self.drawingApp(in: folder, writer: held.writer(holding: true))
        var saved = 0
        setup.controller.onSaved = { _ in saved += 1 }
        try DocumentAppTests.tap("Add", in: setup.window)
        setup.controller.saveInBackground(setup.session)
        try DocumentAppTests.tap("Add", in: setup.window)
        setup.controller.saveInBackground(setup.session)
        held.release()
        held.release()
        await Self.waitUntil("both saves' results") { saved == 2 }

        let written = held.record.withLock { $0.written }
        let decoded = try written.map { try JSONDecoder().decode(DrawingDocument.Model.self, from: $0).shapes }
        #expect(decoded == [["circle"], ["circle", "circle"]])
        #expect(held.record.withLock { $0.mostAtOnce } == 1)
        #expect(try Self.shapes(in: setup.url) == ["circle", "circle"])
        #expect(!setup.session.isEdited)
    }

    @Test("A failed autosave is reported on the main actor, keeps the edit and is tried again later")
    func failureReportedOnMain() async throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = HeldWriter()
        held.failing.withLock { $0 = true }
        let setup = try Self.drawingApp(in: folder, writer: held.writer(holding: false))
        var reported: [(error: DocumentError, onMainQueue: Bool)] = []
        setup.controller.onError = { reported.append(($0, Self.isOnMainQueue)) }
        try DocumentAppTests.tap("Add", in: setup.window)
        let due = try #require(setup.controller.nextWakeTime)

        // The host's timer: the autosave starts and `wake` returns before it is written.
        setup.controller.wake(at: due)
        await Self.waitUntil("the failure's report") { !reported.isEmpty }

        #expect(reported.count == 1)
        #expect(reported.first?.onMainQueue == true)
        #expect(reported.first?.error.description.contains("Untitled.drawing") == true)
        #expect(setup.session.isEdited)
        #expect(setup.session.lastSaveError != nil)
        #expect(setup.controller.nextWakeTime == setup.app.time + DocumentController.autosaveDelay)
        #expect(!FileManager.default.fileExists(atPath: setup.url.path))
    }

    @Test("Closing a document while its save is on its way waits for it and writes the edit made since")
    func closeWaitsForSave() throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = HeldWriter()
        let setup = try Self.drawingApp(in: folder, writer: held.writer(holding: true))
        try DocumentAppTests.tap("Add", in: setup.window)
        setup.controller.saveInBackground(setup.session)
        try DocumentAppTests.tap("Add", in: setup.window)
        // Both writes may go (the one on its way and the close's own); the close returns after them.
        held.release()
        held.release()
        try setup.app.close(setup.window)

        #expect(setup.app.windows.isEmpty)
        #expect(try Self.shapes(in: setup.url) == ["circle", "circle"])
        #expect(held.record.withLock { $0.written.count } == 2)
    }

    @Test("A value document is copied on the main actor: an edit after the copy is not in that save")
    func valueDocumentCopied() async throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = HeldWriter()
        let app = TestApp(TextEditingApp(), documentsFolder: folder, writer: held.writer(holding: true))
        let controller = try #require(app.documentController)
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        let url = try #require(session.fileURL)
        var saved = 0
        controller.onSaved = { _ in saved += 1 }
        try DocumentAppTests.tap("Append", in: window)
        controller.saveInBackground(session)
        try DocumentAppTests.tap("Append", in: window)
        held.release()
        await Self.waitUntil("the save's result") { saved == 1 }

        #expect(try String(contentsOf: url, encoding: .utf8) == "!")
        #expect(session.isEdited)
        #expect(held.record.withLock { $0.onMainQueue } == [false])
    }
}
