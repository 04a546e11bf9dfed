import FinchCairo
import FinchCore
import Foundation

/// An app run headless, as `App.main()` runs it in GTK: its scene graph (the app's body, evaluated like
/// a view's, with the app's state), and a `TestWindow` for each window it declares.
///
/// A change to the app's state evaluates its body again before the next frame of any of its windows,
/// and each open window gets the content its scene declares now.
///
/// A `DocumentGroup` app opens one window per document through a `DocumentController` serving all its
/// document groups: a new untitled document at launch (or the documents given as `reopening`), then what
/// `newDocument()` and `open(_:)` make (a file opens in the first group that reads its type, as in GTK).
/// Its clock is the app's (`advance(by:)`), so autosaves happen on virtual time; `advance(by:)` returns
/// once the saves it started are written (they are made on the controller's save queue), so a test reads
/// the file right after. A test that needs a save in flight starts it on the controller.
///
/// Each window has the title the GTK host gives it (`title(of:)`), and `framedPNGData(of:)` draws it
/// with that title in GTK's header bar (`WindowFrame`).
@MainActor
public final class TestApp {
    private let scenes: SceneGraph
    private let size: CGSize
    private let backend: CairoBackend
    /// The open windows, in the order they opened (a closed document window leaves the list).
    public private(set) var windows: [TestWindow]
    /// The document groups' controller, for a document app.
    package private(set) var documentController: DocumentController?
    /// Each document window's session.
    private var sessions: [ObjectIdentifier: DocumentSession] = [:]
    /// Seconds on the app's virtual clock (the document controller's).
    public private(set) var time: Double = 0
    /// The app's name in document window titles: its type's name without "App", as the GTK host has it.
    public let appName: String
    /// Each plain window's title: its scene's, as declared now.
    private var sceneTitles: [ObjectIdentifier: String] = [:]

    /// - Parameters:
    ///   - documentsFolder: where a document app's untitled documents are saved (tests pass a
    ///     temporary folder; by default the app's data folder).
    ///   - reopening: the documents a document app opens at launch instead of a new one.
    ///   - writer: how a document app writes files (tests make it fail).
    ///   - appName: the name in document window titles, for a test app standing in for another; by
    ///     default the app type's name without a trailing "App" (`DocumentWindowTitle.appName(ofType:)`).
    package init<A: App>(
        _ app: A, size: CGSize = CGSize(width: 400, height: 700), backend: CairoBackend = .shared,
        documentsFolder: URL?, reopening: [URL] = [], writer: FileWrapperWriter = FileWrapperWriter(),
        appName: String? = nil
    ) {
        let scenes = SceneGraph(app: app, services: backend.services)
        self.scenes = scenes
        self.size = size
        self.backend = backend
        self.appName = appName ?? DocumentWindowTitle.appName(ofType: String(describing: A.self))
        windows = []
        for scene in scenes.windows {
            if scene.documentGroup != nil {
                // Every group's documents open at the first group's place, once, as the GTK host does.
                guard documentController == nil else { continue }
                let groups = scenes.windows.compactMap(\.documentGroup)
                launchDocuments(groups, folder: documentsFolder, reopening: reopening, writer: writer)
            } else {
                let window = TestWindow(size: scene.defaultSize ?? size, backend: backend) { scene.content }
                sceneTitles[ObjectIdentifier(window)] = scene.title
                add(window)
            }
        }
        scenes.onScenesChanged = { [weak self] declared in self?.show(declared) }
    }

    public convenience init<A: App>(
        _ app: A, size: CGSize = CGSize(width: 400, height: 700), backend: CairoBackend = .shared
    ) {
        self.init(app, size: size, backend: backend, documentsFolder: nil)
    }

    private func add(_ window: TestWindow) {
        window.beforeLayout = { [weak self] in self?.scenes.update() }
        windows.append(window)
    }

    /// The app's state changed and its body was evaluated again: open windows take their new content
    /// (a document window keeps its document's editor).
    private func show(_ declared: [SceneWindow]) {
        let plain = windows.filter { sessions[ObjectIdentifier($0)] == nil }
        for (window, scene) in zip(plain, declared.filter { $0.documentGroup == nil }) where !window.isClosed {
            sceneTitles[ObjectIdentifier(window)] = scene.title
            window.graph.setRootView(scene.content)
        }
    }

    // MARK: Titles and frames

    /// The window's title as the GTK host shows it: for a document window, its document's name with an
    /// asterisk while it has unsaved changes, then the app's name (`*Untitled — EmojiArt`); for any
    /// other, its scene's title as the app declares it now (`WindowGroup("Title")`, empty by default).
    public func title(of window: TestWindow) -> String {
        if let session = session(of: window) {
            return DocumentWindowTitle.make(
                displayName: session.displayName, isEdited: session.isEdited, appName: appName)
        }
        render(window)
        return sceneTitles[ObjectIdentifier(window)] ?? ""
    }

    /// The window as PNG data with its frame: GTK's header bar showing `title(of:)` above what the
    /// window paints now (`WindowFrame`), at the window's scale; nil for a size no picture has.
    public func framedPNGData(of window: TestWindow) -> Data? {
        let content = window.displayList
        return WindowFrame(title: title(of: window)).pngData(
            content: content, contentSize: window.size, scale: window.scale, renderer: backend.renderer)
    }

    /// Applies the app's pending scene changes (a new title among them), as the window's next frame would.
    private func render(_ window: TestWindow) {
        if !window.isClosed { window.render() }
    }

    /// Moves every open window's clock on by `seconds`, one window after another, then the app's: a
    /// document whose autosave fell due is saved, and its file written before this returns.
    public func advance(by seconds: Double) {
        for window in windows where !window.isClosed { window.advance(by: seconds) }
        time += max(0, seconds.isFinite ? seconds : 0)
        documentController?.wake(at: time)
        documentController?.finishSaves()
    }

    // MARK: Documents

    private func launchDocuments(
        _ groups: [DocumentGroupDefinition], folder: URL?, reopening: [URL], writer: FileWrapperWriter
    ) {
        let controller = DocumentController(
            definitions: groups, appName: appName, untitledFolder: folder, writer: writer
        ) { [weak self] in self?.time ?? 0 }
        documentController = controller
        let reopened = reopening.compactMap { try? open($0) }
        if reopened.isEmpty { _ = newDocument() }
    }

    /// A window on a new untitled document of the first group that makes them, or nil for a viewer app
    /// (or an app without documents).
    @discardableResult
    package func newDocument() -> TestWindow? {
        guard let session = documentController?.newDocument() else { return nil }
        return window(for: session)
    }

    /// Opens the document at `url` in a window (the window it is open in already, if it is), in the
    /// first group that reads its type.
    @discardableResult
    package func open(_ url: URL) throws(DocumentError) -> TestWindow {
        guard let controller = documentController else {
            throw DocumentError(.open, url: url, reason: "the app has no document group")
        }
        let session = try controller.open(url).get()
        if let open = windows.first(where: { sessions[ObjectIdentifier($0)] === session }) { return open }
        return window(for: session)
    }

    /// The document shown in `window`, if it is a document window.
    package func session(of window: TestWindow) -> DocumentSession? {
        sessions[ObjectIdentifier(window)]
    }

    /// Saves the window's document (if edited, or never written).
    package func save(_ window: TestWindow) throws(DocumentError) {
        guard let session = session(of: window) else { return }
        try documentController?.save(session)
    }

    /// Save As: writes the window's document to `url`, its new file.
    package func save(_ window: TestWindow, to url: URL) throws(DocumentError) {
        guard let session = session(of: window) else { return }
        try documentController?.save(session, to: url)
    }

    /// Closes a document window, saving its document first. When the save fails the window stays open.
    package func close(_ window: TestWindow) throws(DocumentError) {
        if let session = session(of: window) { try documentController?.close(session) }
        sessions[ObjectIdentifier(window)] = nil
        sceneTitles[ObjectIdentifier(window)] = nil
        windows.removeAll { $0 === window }
        try? window.close()
    }

    private func window(for session: DocumentSession) -> TestWindow {
        var environment = EnvironmentValues()
        environment.undoManager = session.undoManager
        let window = TestWindow(size: size, backend: backend, environment: environment) { session.rootView }
        sessions[ObjectIdentifier(window)] = session
        add(window)
        return window
    }
}
