import CGtk
import FinchCairo
import FinchCore
import Foundation

/// A document app's windows under GTK: one window per open document, through one `DocumentController`
/// for all the app's `DocumentGroup`s (a file opens in the first group that reads its type, New makes
/// the first editor group's document).
///
/// At launch it opens the files given on the command line, else the documents open when the app last
/// quit (its `DocumentHistory`, in `DocumentHistoryStore`), else a new untitled one. The application's
/// actions New (Ctrl+N), Open (Ctrl+O), Save (Ctrl+S), Save As (Ctrl+Shift+S) and Close (Ctrl+W) act on
/// the active window. Edited documents are autosaved on a GLib timeout armed for the controller's
/// `nextWakeTime`, and saved when their window closes and when the app quits. Autosave and Ctrl+S write
/// in the background (the controller's save queue) and come back through `onSaved` and `onError`; a
/// close and a quit wait for the file. Every failure is printed to stderr and shown in an error dialog
/// naming the file and the reason.
@MainActor
final class GTKDocumentWindows {
    private struct Entry {
        let window: GTKWindow
        let session: DocumentSession
    }

    private let controller: DocumentController
    private let appName: String
    private let store: DocumentHistoryStore
    private let sceneStorage: DocumentSceneStorageStore
    /// Each group's window size, in the controller's group order.
    private let sizes: [CGSize]
    private let application: UnsafeMutablePointer<GtkApplication>
    private let actions = GTKApplicationActions()
    private var entries: [Entry] = []
    /// The autosave timeout while one is armed, else 0.
    private var autosaveTimerID: guint = 0
    /// Documents saved with Ctrl+S whose save is on its way: once written, their file is a recent one.
    private var savingToRecents: Set<ObjectIdentifier> = []

    /// `groups` are the app's document groups in the order it declares them, each with its windows' size.
    init(
        groups: [(definition: DocumentGroupDefinition, size: CGSize)], appName: String,
        application: UnsafeMutablePointer<GtkApplication>
    ) {
        self.appName = appName
        sizes = groups.map(\.size)
        self.application = application
        store = DocumentHistoryStore(appName: appName)
        sceneStorage = DocumentSceneStorageStore(historyFile: store.fileURL)
        controller = DocumentController(
            definitions: groups.map(\.definition), appName: appName, untitledFolder: nil, writer: FileWrapperWriter(),
            now: { GTKWindow.now })
        controller.onNeedsWake = { [weak self] in
            self?.armAutosave()
            self?.refreshTitles()
        }
        controller.onError = { [weak self] error in self?.report(error) }
        controller.onSaved = { [weak self] session in self?.saved(session) }
        installActions()
    }

    /// The active document window (the one focused last), else the first.
    var frontWindow: GTKWindow? { activeEntry?.window }

    /// Every document window open now, in the order they opened.
    var openWindows: [GTKWindow] { entries.map(\.window) }

    // MARK: Launch

    /// Opens `files`, or when there are none the documents open at the last quit, or else a new one.
    /// A file that fails to open is reported and the others still open.
    func launch(files: [URL]) {
        var failures: [DocumentError] = []
        let history = loadHistory()
        controller.restore(history)
        if files.isEmpty {
            for url in history.open {
                guard FileManager.default.fileExists(atPath: url.path) else {
                    printError("\(appName): “\(url.path)” was open when the app quit but no longer exists; skipped")
                    continue
                }
                if let failure = open(url) { failures.append(failure) }
            }
        } else {
            for url in files {
                if let failure = open(url) { failures.append(failure) }
            }
        }
        if entries.isEmpty { newWindow() }
        failures.forEach(report)
        storeHistory()
    }

    private func loadHistory() -> DocumentHistory {
        do {
            return try store.load()
        } catch {
            printError(
                "\(appName): the list of open documents in “\(store.fileURL.path)” could not be read, starting afresh: \(error)"
            )
            return DocumentHistory()
        }
    }

    // MARK: Windows

    /// A window on a new untitled document of the first group that makes them (none in a viewer app).
    func newWindow() {
        guard let session = controller.newDocument() else { return }
        makeWindow(for: session)
    }

    /// Opens `url` in a window (bringing its window forward when it is open already); the failure, if any.
    private func open(_ url: URL) -> DocumentError? {
        switch controller.open(url) {
        case .success(let session):
            if let entry = entries.first(where: { $0.session === session }) {
                entry.window.present()
            } else {
                makeWindow(for: session)
            }
            GTKRecentDocuments.add(url)
            return nil
        case .failure(let failure):
            return failure
        }
    }

    private func makeWindow(for session: DocumentSession) {
        var environment = EnvironmentValues()
        environment.undoManager = session.undoManager
        // The controller made the session, so its group is one of `sizes`' (they are in the same order).
        let window = GTKWindow(
            application: application, title: title(of: session), content: session.rootView,
            environment: environment, size: sizes[session.groupIndex])
        window.onClose = { [weak self] closed in self?.entries.removeAll { $0.window === closed } }
        window.shouldStayOpen = { [weak self] closing in self?.closeDocument(in: closing) ?? false }
        entries.append(Entry(window: window, session: session))
        restoreSceneStorage(of: window, for: session)
        window.present()
    }

    /// Gives the window the `@SceneStorage` values its document's window had, before its first frame.
    private func restoreSceneStorage(of window: GTKWindow, for session: DocumentSession) {
        guard session.isOnDisk, let url = session.fileURL else { return }
        do {
            let values = try sceneStorage.load(for: url)
            if !values.isEmpty { window.graph.sceneStorage.restore(values) }
        } catch {
            printError("\(appName): the window state of “\(url.path)” could not be read: \(error)")
        }
    }

    /// Keeps the window's `@SceneStorage` values for its document's next window (a document not on
    /// disk will not reopen, so its values are not kept).
    private func storeSceneStorage(of entry: Entry) {
        guard entry.session.isOnDisk, let url = entry.session.fileURL else { return }
        do {
            try sceneStorage.save(entry.window.graph.sceneStorage.values, for: url)
        } catch {
            printError("\(appName): the window state of “\(url.path)” could not be saved: \(error)")
        }
    }

    /// A person closes a document window: its document is saved first; when that fails the window stays
    /// open (true) and the failure is shown.
    private func closeDocument(in window: GTKWindow) -> Bool {
        guard let entry = entries.first(where: { $0.window === window }) else { return false }
        let wasEdited = entry.session.isEdited
        do {
            try controller.close(entry.session)
        } catch {
            report(error)
            refreshTitles()
            return true
        }
        if wasEdited, let url = entry.session.fileURL { GTKRecentDocuments.add(url) }
        storeSceneStorage(of: entry)
        // The entry (the window's last owner) goes when GTK has destroyed the window (`onClose`): GTK
        // still signals the window while closing it.
        storeHistory()
        return false
    }

    // MARK: Actions

    private func installActions() {
        actions.add("new", accelerators: ["<Control>n"], to: application) { [weak self] in self?.newWindow() }
        actions.add("open", accelerators: ["<Control>o"], to: application) { [weak self] in self?.chooseFilesToOpen() }
        actions.add("save", accelerators: ["<Control>s"], to: application) { [weak self] in self?.saveActive() }
        actions.add("save-as", accelerators: ["<Control><Shift>s"], to: application) { [weak self] in
            self?.saveActiveAs()
        }
        actions.add("close", accelerators: ["<Control>w"], to: application) { [weak self] in
            self?.activeEntry?.window.requestClose()
        }
    }

    private var activeEntry: Entry? {
        let active = gtk_application_get_active_window(application).map { UnsafeMutableRawPointer($0) }
        return entries.first { UnsafeMutableRawPointer($0.window.window) == active } ?? entries.first
    }

    /// Open lists the files every group reads, by their extensions (`*.emojiart`).
    private func chooseFilesToOpen() {
        guard let chooser = FileChoosers.current else { return }
        let filter = controller.openFilter(appName: appName)
        chooser.chooseFiles(title: "Open", filter: filter, allowsMultiple: true) { [weak self] urls in
            guard let self else { return }
            for url in urls {
                if let failure = self.open(url) { self.report(failure) }
            }
            self.storeHistory()
        }
    }

    /// Ctrl+S: the save is written in the background; `saved` or the error dialog follows. A document
    /// with nothing to write is a recent one at once.
    private func saveActive() {
        guard let session = activeEntry?.session else { return }
        if session.isOnDisk, !session.isEdited {
            if let url = session.fileURL { GTKRecentDocuments.add(url) }
            return
        }
        savingToRecents.insert(ObjectIdentifier(session))
        controller.saveInBackground(session)
    }

    /// A background save wrote `session`'s file: its title loses the edited mark, a new document's file
    /// is now one to reopen, and a file saved with Ctrl+S is a recent one.
    private func saved(_ session: DocumentSession) {
        if savingToRecents.remove(ObjectIdentifier(session)) != nil, let url = session.fileURL {
            GTKRecentDocuments.add(url)
        }
        refreshTitles()
        storeHistory()
    }

    private func saveActiveAs() {
        guard let session = activeEntry?.session, let chooser = FileChoosers.current else { return }
        let ext = DocumentController.filenameExtension(of: session.contentType)
        let folder = session.hasChosenFile ? session.fileURL?.deletingLastPathComponent() : nil
        chooser.chooseSaveLocation(
            title: "Save As", suggestedName: "\(session.displayName).\(ext)", folder: folder,
            filter: controller.saveFilter(for: session, appName: appName)
        ) { [weak self] url in
            guard let self, let url else { return }
            do throws(DocumentError) {
                try self.controller.save(session, to: url)
            } catch {
                self.report(error)
                return
            }
            GTKRecentDocuments.add(url)
            self.refreshTitles()
            self.storeHistory()
        }
    }

    // MARK: Quit

    /// Saves every edited document and the history before the app quits. When a save fails, an
    /// interactive quit (Ctrl+Q) is refused (false) and the failure shown, so no edit is lost; a
    /// termination signal quits anyway, the failure printed.
    func prepareToQuit(interactive: Bool) -> Bool {
        var failures: [DocumentError] = []
        // Saves on their way are written first (a failure among them is reported through `onError`).
        controller.finishSaves()
        for entry in entries where entry.session.isEdited {
            do {
                try controller.save(entry.session)
            } catch {
                failures.append(error)
            }
        }
        storeHistory()
        entries.forEach(storeSceneStorage)
        if interactive, !failures.isEmpty {
            failures.forEach(report)
            refreshTitles()
            return false
        }
        for failure in failures { printError("\(appName): \(failure)") }
        if autosaveTimerID != 0 { g_source_remove(autosaveTimerID) }
        autosaveTimerID = 0
        return true
    }

    // MARK: Autosave

    private func armAutosave() {
        if autosaveTimerID != 0 { g_source_remove(autosaveTimerID) }
        autosaveTimerID = 0
        guard let deadline = controller.nextWakeTime else { return }
        let milliseconds = min(max(((deadline - GTKWindow.now) * 1000).rounded(.up), 0), Double(Int32.max))
        autosaveTimerID = g_timeout_add(guint(milliseconds), onAutosaveTimer, Unmanaged.passUnretained(self).toOpaque())
    }

    fileprivate func autosaveTimerFired() {
        autosaveTimerID = 0  // the callback returns G_SOURCE_REMOVE
        // The saves start here and finish in the background; `saved` stores the history once a new
        // document's first file is on disk.
        controller.wake(at: GTKWindow.now)
    }

    // MARK: Titles, history, errors

    private func title(of session: DocumentSession) -> String {
        DocumentWindowTitle.make(displayName: session.displayName, isEdited: session.isEdited, appName: appName)
    }

    private func refreshTitles() {
        for entry in entries { entry.window.title = title(of: entry.session) }
    }

    private func storeHistory() {
        do {
            try store.save(controller.history)
        } catch {
            printError("\(appName): the list of open documents could not be saved to “\(store.fileURL.path)”: \(error)")
        }
    }

    /// Prints the failure and shows it in a dialog over the front window.
    private func report(_ error: DocumentError) {
        printError("\(appName): \(error)")
        let parent = frontWindow.flatMap { finch_gtk_window($0.window) }
        finch_show_error_dialog(parent, error.description, error.url.path)
    }

    private func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

private let onAutosaveTimer: @convention(c) (gpointer?) -> gboolean = { context in
    // GLib runs timeouts on the main thread, from the main loop (see `GTKCallback`).
    GTKCallback.onMainActor(context) { context in
        Unmanaged<GTKDocumentWindows>.fromOpaque(context!).takeUnretainedValue().autosaveTimerFired()
    }
    return 0  // G_SOURCE_REMOVE
}
