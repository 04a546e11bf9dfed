import CGtk
import FinchCairo
import FinchCore
import Foundation

/// One window: a `GtkDrawingArea` whose view graph runs through a `FrameHost` on GTK's frame clock.
///
/// Frames are made on the frame clock's tick (and when the area is resized) and painted into a retained
/// picture; the draw function only copies that picture.
///
/// Sizes are GTK's logical pixels, which are Finch's points; the drawing area's cairo context is
/// already scaled by the widget's scale factor, so the display list is painted in points. When the
/// window closes, everything it registered goes with it: its tick callback, its gesture-deadline
/// timer and its views (their tasks and subscriptions).
@MainActor
final class GTKWindow {
    let host: FrameHost
    var graph: ViewGraph { host.graph }
    let window: UnsafeMutablePointer<GtkWidget>
    let area: UnsafeMutablePointer<GtkWidget>
    /// The window's picture, kept between frames: each draw repaints only where the display list changed.
    private let picture: RetainedSurface
    /// The background the retained picture was last painted over.
    private var paintedBackground = RGBA.white
    /// The frame-clock tick callback while one is installed, else 0 (see `GTKWindow+FrameClock.swift`).
    var tickCallbackID: guint = 0
    /// Pointer, pinch and key state between events, and the gesture-deadline timer (`GTKWindow+Input.swift`).
    var input = GTKInputState()
    /// Frame counts and times for `FINCH_REPORT_FRAMES=1` (`FrameReport.swift`).
    var frameReport = FrameReport()
    /// The window's title; setting it retitles the GTK window (a scene's title can follow the app's state).
    var title: String {
        didSet {
            guard title != oldValue, !isClosed else { return }
            gtk_window_set_title(finch_gtk_window(window), title)
        }
    }
    /// Which of the app's declared windows this is.
    var sceneIndex = 0
    /// True once GTK destroyed the window; nothing of it runs afterwards.
    private(set) var isClosed = false
    /// Told when the window has closed, so the application lets go of it.
    var onClose: ((GTKWindow) -> Void)?
    /// Asked when a person closes the window (its close button, Ctrl+W): true keeps it open (a document
    /// window whose save failed). Not asked when the app quits.
    var shouldStayOpen: ((GTKWindow) -> Bool)?
    private let backend: CairoBackend
    /// The renderer that paints the window (drag icons are painted with it too).
    var renderer: CairoRenderer { backend.renderer }
    /// Drops onto the window and drags out of it (`DragAndDrop/`); set up with the input controllers.
    var dropTarget: GTKDropTarget?
    var dragSource: GTKDragSource?
    /// True once the window's surface is watched for minimising (`watchSurfaceState`).
    var isWatchingSurfaceState = false
    /// URLs the window is asked to open once its views exist (`openAfterFirstFrame`).
    private var pendingURLs: [URL] = []
    /// The census of the window's graph, which counts this window while it lives.
    private let census: NodeCensus

    convenience init(
        application: UnsafeMutablePointer<GtkApplication>, scene: SceneWindow, size: CGSize,
        backend: CairoBackend = .shared
    ) {
        self.init(application: application, title: scene.title, content: scene.content, size: size, backend: backend)
    }

    /// A window on `content`, whose graph starts from `environment` (a document window's holds its
    /// document's undo manager).
    init(
        application: UnsafeMutablePointer<GtkApplication>, title: String, content: AnyView,
        environment: EnvironmentValues = EnvironmentValues(), size: CGSize, backend: CairoBackend = .shared
    ) {
        self.backend = backend
        picture = RetainedSurface(renderer: backend.renderer)
        self.title = title
        let graph = ViewGraph(root: content, services: backend.services, environment: environment)
        host = FrameHost(graph: graph, sizing: .window(size))
        census = host.graph.census
        census.made(.window)
        MemoryReport.follow(graph)
        window = gtk_application_window_new(application)
        area = gtk_drawing_area_new()
        gtk_window_set_title(finch_gtk_window(window), title)
        gtk_window_set_default_size(finch_gtk_window(window), Int32(size.width.rounded()), Int32(size.height.rounded()))
        gtk_window_set_child(finch_gtk_window(window), area)

        graph.time = Self.now
        graph.onNeedsUpdate = { [unowned self] in self.changeArrived() }
        let context = Unmanaged.passUnretained(self).toOpaque()
        gtk_drawing_area_set_draw_func(finch_gtk_drawing_area(area), onDraw, context, nil)
        finch_g_signal_connect(
            UnsafeMutableRawPointer(area), "resize", unsafeBitCast(onResize, to: GCallback.self), context)
        finch_g_signal_connect(
            UnsafeMutableRawPointer(area), "realize", unsafeBitCast(onRealize, to: GCallback.self), context)
        finch_g_signal_connect(
            UnsafeMutableRawPointer(area), "notify::scale-factor",
            unsafeBitCast(onScaleFactorNotify, to: GCallback.self), context)
        finch_g_signal_connect(
            UnsafeMutableRawPointer(window), "destroy", unsafeBitCast(onWindowDestroyed, to: GCallback.self), context)
        finch_g_signal_connect(
            UnsafeMutableRawPointer(window), "close-request", unsafeBitCast(onCloseRequest, to: GCallback.self), context
        )
        installInput()
        installDragAndDrop()
        installScenePhase()
        DesktopAppearance.shared.follow(self)
    }

    /// The desktop switched between light and dark: the whole window is drawn again in the new scheme
    /// (unless a view's `preferredColorScheme` holds it).
    func desktopColorSchemeChanged(_ scheme: ColorScheme) {
        graph.systemColorScheme = scheme
    }

    deinit {
        census.freed(.window)
    }

    func present() {
        gtk_window_present(finch_gtk_window(window))
        // Keys go to the focused widget; the drawing area is the only one.
        gtk_widget_grab_focus(area)
    }

    /// Runs the frame host's frame at `time` (apply changes, update, layout, paint, damage), paints the
    /// damage into the window's retained picture and presents it (`gtk_widget_queue_draw`, only when
    /// something changed); then asks for the next wake.
    func presentFrame(at time: Double) {
        guard !isClosed else { return }
        let started = FrameObserver.onFrame == nil ? nil : Self.now
        defer { if let started { FrameObserver.onFrame?((Self.now - started) * 1000) } }
        host.renderFrame(at: time)
        HeapTrim.noteFrame()
        if !pendingURLs.isEmpty, host.lastFrame != nil { openPendingURLs() }
        if let list = host.lastFrame?.displayList {
            // A new background (the colour scheme changed) shows everywhere, not only where items moved.
            let background = graph.windowBackground
            let full = [CGRect(origin: .zero, size: host.lastFrame?.size ?? .zero)]
            let frameDamage = background == paintedBackground ? host.lastDamage : full
            paintedBackground = background
            let damage = picture.update(
                list, damage: frameDamage, size: host.lastFrame?.size ?? .zero,
                scale: graph.environment.displayScale, background: background, inMotion: host.isInMotion)
            if !damage.isEmpty { gtk_widget_queue_draw(area) }
        }
        scheduleWake()
    }

    /// Asks the window's views to open `urls` (`onOpenURL`) once its first frame has built them, as iOS
    /// hands a scene the URLs it was launched with after connecting it.
    func openAfterFirstFrame(_ urls: [URL]) {
        pendingURLs += urls
        if host.lastFrame != nil { openPendingURLs() }
    }

    /// What the handlers change is drawn by the frame it asks for.
    private func openPendingURLs() {
        let urls = pendingURLs
        pendingURLs = []
        for url in urls { graph.openURL(url) }
    }

    /// Paints exactly what frames in motion approximated, once the motion is over and no frame is coming
    /// to do it (a gesture that ended without changing anything).
    func refineSettledPicture() {
        guard !isClosed, picture.needsRefinement, !host.isInMotion, !host.needsFrame else { return }
        if !picture.refine(background: graph.windowBackground).isEmpty { gtk_widget_queue_draw(area) }
    }

    /// Only copies the retained picture onto the area: frames are made on the frame clock's tick (and
    /// when the area is resized), never here.
    fileprivate func draw(_ cr: OpaquePointer) {
        guard !isClosed else { return }
        picture.draw(in: cr)
        StartupClock.firstFrameDrawn()
        IdlePreparation.schedule(for: backend)
        frameReport.painted(now: Self.now)
    }

    /// The area got a new size (its first allocation included): a frame at that size, presented in the
    /// paint that follows this layout phase.
    fileprivate func resized(width: Int32, height: Int32) {
        host.sizing = .window(CGSize(width: CGFloat(width), height: CGFloat(height)))
        // An allocation at the size already laid out (and nothing else pending) changes nothing.
        guard host.needsFrame else { return }
        presentFrame(at: max(Self.now, graph.time))
    }

    /// The area's scale factor is known (realized) or changed (moved to another monitor): the next frame
    /// lays out at it.
    fileprivate func scaleFactorChanged() {
        host.displayScale = CGFloat(gtk_widget_get_scale_factor(area))
        // Before the first allocation the first frame is the resize's.
        if host.lastFrame != nil { scheduleWake() }
    }

    /// GTK destroyed the window: its callbacks and timers are removed and its views unmounted.
    fileprivate func closed() {
        guard !isClosed else { return }
        isClosed = true
        if tickCallbackID != 0 { gtk_widget_remove_tick_callback(area, tickCallbackID) }
        tickCallbackID = 0
        if input.deadlineTimerID != 0 { g_source_remove(input.deadlineTimerID) }
        input.deadlineTimerID = 0
        input.deadlineTimerTime = nil
        tearDownTextInput()
        dropTarget?.tearDown()
        graph.dragSessionHost = nil
        graph.tearDown()
        ApplicationPhase.shared.remove(window: ObjectIdentifier(self))
        // GTK destroys the window in the middle of dispatching an event (Ctrl+W's key press, the close
        // button's click) and still emits signals to its controllers afterwards, whose user data is this
        // object, unretained: it stays alive until a later, idle turn of the main loop, when GTK is done.
        let keptAlive = Unmanaged.passRetained(self).toOpaque()
        g_idle_add_full(G_PRIORITY_LOW, onClosedIdle, keptAlive, nil)
        onClose?(self)
    }

    /// Asks the window to close as its close button does (GTK emits `close-request` first).
    func requestClose() {
        guard !isClosed else { return }
        gtk_window_close(finch_gtk_window(window))
    }

    fileprivate func closeRequested() -> Bool {
        guard !isClosed else { return false }
        return shouldStayOpen?(self) ?? false
    }

    static func from(_ context: gpointer?) -> GTKWindow {
        Unmanaged<GTKWindow>.fromOpaque(context!).takeUnretainedValue()
    }
}

private let onDraw:
    @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?) -> Void = {
        _, context2D, _, _, context in
        guard let context2D else { return }
        GTKCallback.onMainActor(context2D, context) { cr, context in GTKWindow.from(context).draw(cr) }
    }

private let onResize: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, gpointer?) -> Void = {
    _, width, height, context in
    GTKCallback.onMainActor(context) { context in GTKWindow.from(context).resized(width: width, height: height) }
}

private let onRealize: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, context in
    GTKCallback.onMainActor(context) { context in
        let window = GTKWindow.from(context)
        window.scaleFactorChanged()
        window.watchSurfaceState()
    }
}

/// `notify::scale-factor`: the object, the property's spec (unread), the user data.
private let onScaleFactorNotify:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?) -> Void = {
        _, _, context in
        GTKCallback.onMainActor(context) { context in GTKWindow.from(context).scaleFactorChanged() }
    }

/// `close-request`: returning TRUE keeps the window open.
private let onCloseRequest: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> gboolean = { _, context in
    GTKCallback.onMainActor(context) { context in GTKWindow.from(context).closeRequested() } ? 1 : 0
}

/// The idle after the window closed: lets go of the reference `closed()` kept.
private let onClosedIdle: @convention(c) (gpointer?) -> gboolean = { context in
    guard let context else { return 0 }
    GTKCallback.onMainActor(context) { context in Unmanaged<GTKWindow>.fromOpaque(context).release() }
    return 0  // G_SOURCE_REMOVE
}

private let onWindowDestroyed: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, context in
    GTKCallback.onMainActor(context) { context in GTKWindow.from(context).closed() }
}
