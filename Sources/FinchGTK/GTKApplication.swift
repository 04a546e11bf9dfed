import CGtk
import FinchCairo
import FinchCore
import Foundation

/// Runs an app's windows under GTK: one `GtkApplicationWindow` per window, until the last one closes.
/// The `DocumentGroup`s open a window per document instead, all through one `GTKDocumentWindows`.
///
/// Ctrl+Q, SIGINT and SIGTERM quit cleanly (the main loop returns and the process exits with status 0),
/// once a document app has saved its edited documents.
@MainActor
package final class GTKApplication {
    private let scenes: SceneGraph
    private let size: CGSize?
    private let fallbackSize: CGSize
    /// The windows of the app's `WindowGroup`s and `Window`s (a document group's are `documents`').
    private var windows: [GTKWindow] = []
    private var application: UnsafeMutablePointer<GtkApplication>?
    /// The app's name in document window titles and in the folders its documents and history go to.
    private let appName: String
    /// The files the command line named: a document app opens them, another app's first window is asked
    /// to open each (`onOpenURL`).
    private let files: [URL]
    /// The other URLs the command line named, for the first window's `onOpenURL` handlers.
    private let urls: [URL]
    /// The document groups' windows, for a document app.
    private var documents: GTKDocumentWindows?

    /// `size` overrides every window's default size; `fallbackSize` is for windows that declare none.
    /// `appName` matters to a document app only (see `GTKDocumentWindows`).
    package init(
        scenes: SceneGraph, size: CGSize?, fallbackSize: CGSize, appName: String = "", files: [URL] = [],
        urls: [URL] = []
    ) {
        self.scenes = scenes
        self.size = size
        self.fallbackSize = fallbackSize
        self.appName = appName
        self.files = files
        self.urls = urls
        // A change to the app's state evaluates its body again in a later main-loop turn (with every
        // change of this turn), and each open window gets its new content.
        scenes.onNeedsUpdate = { [weak self] in
            Task { @MainActor in self?.scenes.update() }
        }
        scenes.onScenesChanged = { [weak self] windows in self?.show(windows) }
    }

    /// Hands each open window the content its scene declares now.
    private func show(_ declared: [SceneWindow]) {
        for window in windows where window.sceneIndex < declared.count {
            window.title = declared[window.sceneIndex].title
            window.graph.setRootView(declared[window.sceneIndex].content)
        }
    }

    /// Runs the GLib main loop until the app quits and returns the exit status; exits if there is no display.
    package func run() -> Int32 {
        // GTK 4.8's default GL renderer goes through Mesa's software rasteriser under Xvfb and on
        // machines without a GPU, which makes start-up slow; Finch paints with Cairo anyway.
        setenv("GSK_RENDERER", "cairo", 0)
        NoDisplay.initializeGTKOrExit()
        MainQueueBridge.install()
        StandardDefaultsAutosave.install()
        HeapTrim.install()

        let application = gtk_application_new(nil, G_APPLICATION_NON_UNIQUE)!
        self.application = application
        let context = Unmanaged.passUnretained(self).toOpaque()
        finch_g_signal_connect(application, "activate", unsafeBitCast(onActivate, to: GCallback.self), context)
        installQuit(application, context: context)

        // Arguments are parsed in Swift; GApplication would reject the ones it does not know.
        let status = g_application_run(finch_g_application(application), 0, nil)
        // Posted while the windows and documents still exist, as UIKit posts it before the app ends.
        ApplicationPhase.shared.terminate()
        windows.removeAll()
        documents = nil
        g_object_unref(application)
        self.application = nil
        return status
    }

    /// The `quit` action (Ctrl+Q) and the termination signals all end the main loop the same way.
    private func installQuit(_ application: UnsafeMutablePointer<GtkApplication>, context: UnsafeMutableRawPointer) {
        let quit = g_simple_action_new("quit", nil)
        let object = UnsafeMutableRawPointer(quit)
        finch_g_signal_connect(object, "activate", unsafeBitCast(onQuitAction, to: GCallback.self), context)
        g_action_map_add_action(finch_g_action_map(application), quit)
        g_object_unref(object)
        finch_set_accel(application, "app.quit", "<Control>q")
        g_unix_signal_add(SIGINT, onTerminationSignal, context)
        g_unix_signal_add(SIGTERM, onTerminationSignal, context)
    }

    /// The window dialogs belong to: the active one, else the first one open.
    var frontWindow: UnsafeMutablePointer<GtkWidget>? {
        if let application, let active = gtk_application_get_active_window(application) {
            return UnsafeMutableRawPointer(active).assumingMemoryBound(to: GtkWidget.self)
        }
        return windows.first?.window ?? documents?.frontWindow?.window
    }

    fileprivate func activate() {
        if FileChoosers.current == nil { FileChoosers.current = GTKFileChooser(application: self) }
        if URLOpeners.current == nil { URLOpeners.current = DesktopURLOpener() }
        guard let application, windows.isEmpty, documents == nil else {
            (windows.first ?? documents?.frontWindow)?.present()
            return
        }
        for (index, scene) in scenes.windows.enumerated() {
            if scene.documentGroup != nil {
                openDocuments(in: application)
                continue
            }
            let window = GTKWindow(
                application: application, scene: scene, size: size ?? scene.defaultSize ?? fallbackSize)
            window.sceneIndex = index
            // A closed window is let go of: the others keep running; GTK ends the loop after the last.
            window.onClose = { [weak self] closed in self?.windows.removeAll { $0 === closed } }
            windows.append(window)
            window.present()
        }
        deliverLaunchURLs()
    }

    /// Asks the first window to open what the command line named, once it shows (as iOS hands a scene the
    /// URL it was opened with): a document app's files are its documents, so only its other URLs.
    private func deliverLaunchURLs() {
        let launchURLs = documents == nil ? files + urls : urls
        guard !launchURLs.isEmpty, let window = windows.first ?? documents?.frontWindow else { return }
        window.openAfterFirstFrame(launchURLs)
    }

    /// Opens the windows of every document group the app declares, at the first one's place among its
    /// scenes: one `GTKDocumentWindows` routes each file to the first group that reads it (as SwiftUI on
    /// macOS does), so this runs once.
    private func openDocuments(in application: UnsafeMutablePointer<GtkApplication>) {
        guard documents == nil else { return }
        let groups = scenes.windows.compactMap { scene in
            scene.documentGroup.map { (definition: $0, size: size ?? scene.defaultSize ?? fallbackSize) }
        }
        let documents = GTKDocumentWindows(groups: groups, appName: appName, application: application)
        self.documents = documents
        documents.launch(files: files)
    }

    /// The windows open now (a document app's included), for a driver in the same process (the monkey's
    /// real-window mode) to read their graphs.
    package var openWindows: [HostedWindow] {
        (windows + (documents?.openWindows ?? [])).map { window in
            HostedWindow(
                graph: window.graph, size: window.host.lastFrame?.size ?? .zero, title: window.title, window: window)
        }
    }

    /// Ends the main loop as a termination signal does (documents saved, a failed save printed).
    package func quit() { quit(interactive: false) }

    /// Ends the main loop, once a document app has saved its documents. `interactive` (Ctrl+Q) is refused
    /// when a save fails; a termination signal quits regardless.
    fileprivate func quit(interactive: Bool) {
        guard let application else { return }
        if let documents, !documents.prepareToQuit(interactive: interactive) { return }
        g_application_quit(finch_g_application(application))
    }

    fileprivate static func from(_ context: gpointer?) -> GTKApplication {
        Unmanaged<GTKApplication>.fromOpaque(context!).takeUnretainedValue()
    }
}

// GTK calls these on the main thread, from the main loop that `run()` started on the main actor; they
// cross into it through `GTKCallback`.

private let onActivate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { _, context in
    GTKCallback.onMainActor(context) { context in GTKApplication.from(context).activate() }
}

private let onQuitAction: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, context in
    GTKCallback.onMainActor(context) { context in GTKApplication.from(context).quit(interactive: true) }
}

private let onTerminationSignal: @convention(c) (gpointer?) -> gboolean = { context in
    GTKCallback.onMainActor(context) { context in GTKApplication.from(context).quit(interactive: false) }
    return 1  // G_SOURCE_CONTINUE
}
