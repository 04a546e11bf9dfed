import Foundation

/// A document app's open documents, platform-neutral: the host (GTK's application, `TestApp`) asks
/// it for new and opened documents, opens a window on each session's `rootView` with the session's
/// undo manager in the window's environment, and tells it the time so it can autosave.
///
/// One controller serves every `DocumentGroup` the app declares (`definitions`, in the app's order), as
/// SwiftUI on macOS does: a file opens in the first group that reads its type, a new document is the
/// first group's that makes new ones (`DocumentController+Groups`). Saving, closing, autosave, the
/// recent documents and the history are the same for every group's documents.
///
/// A new document gets a file in the untitled folder (`$XDG_DATA_HOME/<app>/`) named "Untitled",
/// "Untitled 1"… with the first writable type's extension, written only once it is edited. An edited
/// document is saved `autosaveDelay` seconds after its last edit, and when it closes. Writes are atomic
/// (`FileWrapperWriter`): a failure keeps the edit in memory, reports a `DocumentError` and leaves the
/// file as it was.
///
/// A save takes what it writes on the main actor (a reference document's snapshot, a copy of a value
/// document) and makes and writes the file on `DocumentSaveQueue`, as SwiftUI does; its result comes back
/// to the main actor (`onSaved`, `onError`). An autosave and `saveInBackground` return at once; `save`,
/// Save As and `close` wait for every save started before them and for their own, so a close or a quit
/// ends with the file written.
@MainActor
package final class DocumentController {
    /// Seconds after the last edit before the document is saved: long enough that typing or dragging
    /// is not interrupted by writes, short enough that little is lost if the program stops.
    package static let autosaveDelay: Double = 5
    /// How many recently opened documents `recentDocumentURLs` keeps.
    package static let recentLimit = 10

    /// The app's document groups, in the order it declares them.
    package let definitions: [DocumentGroupDefinition]
    /// Where new documents are saved until a person chooses a file.
    package let untitledFolder: URL
    /// The open documents, in the order they opened.
    package private(set) var documents: [DocumentSession] = []
    /// Documents opened or saved to a chosen file, most recent first (the host persists it).
    package var recentDocumentURLs: [URL] = []
    /// Told, on the main actor, of each background save (an autosave, `saveInBackground`) that failed; a
    /// save or close the host waits for throws instead.
    package var onError: ((DocumentError) -> Void)?
    /// Told, on the main actor, when a background save wrote its document (the window's title can lose
    /// its edited mark, a new document's file is now one to reopen).
    package var onSaved: ((DocumentSession) -> Void)?
    /// Told when `nextWakeTime` changed: the host should call `wake(at:)` then.
    package var onNeedsWake: (() -> Void)?

    let writer: FileWrapperWriter
    let now: () -> Double
    let saveQueue: DocumentSaveQueue
    /// Saves started and not yet applied, oldest first: their results are applied in this order.
    var saves: [DocumentSaveOperation] = []

    /// - Parameters:
    ///   - untitledFolder: where untitled documents go; by default `DocumentController.untitledFolder(appName:)`.
    ///   - writer: how files are written (tests make it fail).
    ///   - saveQueue: where files are made and written.
    ///   - now: the host's clock, in seconds (tests pass a virtual one).
    package init(
        definitions: [DocumentGroupDefinition], appName: String, untitledFolder: URL? = nil,
        writer: FileWrapperWriter = FileWrapperWriter(), saveQueue: DocumentSaveQueue = DocumentSaveQueue(),
        now: @escaping () -> Double
    ) {
        self.definitions = definitions
        self.untitledFolder = untitledFolder ?? Self.untitledFolder(appName: appName)
        self.writer = writer
        self.saveQueue = saveQueue
        self.now = now
    }

    /// `$XDG_DATA_HOME/<appName>/`, or `~/.local/share/<appName>/` when it is unset or not absolute
    /// (as the XDG Base Directory specification says).
    package static func untitledFolder(
        appName: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let base: URL
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = URL(fileURLWithPath: data, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".local/share", isDirectory: true)
        }
        return base.appendingPathComponent(appName, isDirectory: true)
    }

    /// The files of the documents open now (the host persists them to reopen at the next launch).
    package var openDocumentURLs: [URL] {
        documents.compactMap { $0.isOnDisk ? $0.fileURL : nil }
    }

    // MARK: New and open

    /// A new untitled document of the first group that makes new ones, or nil when every group is a
    /// viewer (which makes none). Nothing is written until it is edited.
    package func newDocument() -> DocumentSession? {
        guard let index = newDocumentGroupIndex else { return nil }
        let definition = definitions[index]
        guard let makeNew = definition.makeNew else { return nil }
        let type = definition.writableContentTypes.first ?? definition.readableContentTypes.first ?? .data
        let url = untitledURL(for: type)
        let session = DocumentSession(
            content: makeNew(), fileURL: url, contentType: type, isEditable: true, hasChosenFile: false,
            groupIndex: index)
        adopt(session)
        return session
    }

    /// Opens the document at `url` (the open window's, if it is open already) in the first group that
    /// reads its type. On failure nothing is written to the file, and the error names the file and why: a
    /// type no group reads, the size limit, a file that is not a regular file or a folder, or the
    /// document's own `init(configuration:)` error.
    package func open(_ url: URL) -> Result<DocumentSession, DocumentError> {
        let url = url.standardizedFileURL
        if let open = documents.first(where: { $0.fileURL?.standardizedFileURL == url }) { return .success(open) }
        guard let (index, type) = group(forFileAt: url) else {
            return .failure(DocumentError(.open, url: url, reason: Self.unreadableTypeReason(of: url)))
        }
        let definition = definitions[index]
        do {
            let file = try FileWrapper(url: url)
            let content = try definition.read(FileDocumentReadConfiguration(contentType: type, file: file))
            let session = DocumentSession(
                content: content, fileURL: url, contentType: type, isEditable: definition.isEditable,
                hasChosenFile: true, groupIndex: index)
            session.lastFile = file
            adopt(session)
            noteRecent(url)
            return .success(session)
        } catch {
            return .failure(DocumentError(.open, url: url, underlying: error))
        }
    }

    // MARK: Save and close

    /// Writes the document to its file if it is edited (or has never been written), and returns when it
    /// is written: saves started before it finish first. A viewer's documents are never written.
    package func save(_ session: DocumentSession) throws(DocumentError) {
        finishSaves()
        guard needsSave(session), let url = session.fileURL else { return }
        try write(session, to: url)
    }

    /// Ctrl+S: saves the document in the background if it is edited (or has never been written). The
    /// result comes back through `onSaved` or `onError`.
    package func saveInBackground(_ session: DocumentSession) {
        guard needsSave(session), let url = session.fileURL else { return }
        session.autosaveDeadline = nil
        startBackgroundSave(session, to: url)
        onNeedsWake?()
    }

    /// Save As: writes the document to `url`, which becomes its file. An untitled document's own file in
    /// the untitled folder is removed once the new one is written.
    package func save(_ session: DocumentSession, to url: URL) throws(DocumentError) {
        guard session.isEditable else { return }
        finishSaves()
        let previous = session.hasChosenFile ? nil : session.fileURL
        try write(session, to: url)
        if let previous, session.isOnDisk, previous != url { try? FileManager.default.removeItem(at: previous) }
        session.fileURL = url
        session.hasChosenFile = true
        session.displayName = url.deletingPathExtension().lastPathComponent
        noteRecent(url)
    }

    /// Closes the document, saving it first when it is edited (after any save of it on its way). When
    /// that save fails the document stays open (its edits are in memory only) and the error says why.
    package func close(_ session: DocumentSession) throws(DocumentError) {
        finishSaves()
        if session.isEditable, session.isEdited { try save(session) }
        documents.removeAll { $0 === session }
        session.onEdit = nil
        session.undoManager.removeAllActions()
        onNeedsWake?()
    }

    /// Waits for every save started so far to be written and applies their results (`onSaved`, `onError`)
    /// now, rather than when the main queue next turns. A host that must not go on before the files are
    /// written calls it (`TestApp` after each clock step).
    package func finishSaves() {
        guard !saves.isEmpty else { return }
        saveQueue.waitUntilIdle()
        applyFinishedSaves()
    }

    // MARK: Autosave

    /// The earliest time an autosave is due, on the host's clock.
    package var nextWakeTime: Double? {
        documents.compactMap(\.autosaveDeadline).min()
    }

    /// Starts saving, in the background, every document whose autosave is due at `time`. A failure is
    /// reported to `onError`, kept as the session's `lastSaveError`, and tried again after another delay.
    package func wake(at time: Double) {
        for session in documents {
            guard let deadline = session.autosaveDeadline, deadline <= time else { continue }
            session.autosaveDeadline = nil
            guard needsSave(session), let url = session.fileURL else { continue }
            startBackgroundSave(session, to: url)
        }
        onNeedsWake?()
    }

    // MARK: Helpers

    private func adopt(_ session: DocumentSession) {
        documents.append(session)
        session.onEdit = { [weak self, weak session] in
            guard let self, let session else { return }
            session.autosaveDeadline = session.isEdited ? self.now() + Self.autosaveDelay : nil
            self.onNeedsWake?()
        }
    }

    private func needsSave(_ session: DocumentSession) -> Bool {
        session.isEditable && session.fileURL != nil && (session.isEdited || !session.isOnDisk)
    }

    private func noteRecent(_ url: URL) {
        recentDocumentURLs.removeAll { $0.standardizedFileURL == url.standardizedFileURL }
        recentDocumentURLs.insert(url, at: 0)
        if recentDocumentURLs.count > Self.recentLimit { recentDocumentURLs.removeLast() }
    }
}
