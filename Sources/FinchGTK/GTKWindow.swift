import CGtk
import FinchCairo
import FinchCore
import Foundation

/// One window: a `GtkDrawingArea` whose view graph runs through a `FrameHost` on GTK's frame clock.
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
    /// The frame-clock tick callback while one is installed, else 0 (see `GTKWindow+FrameClock.swift`).
    var tickCallbackID: guint = 0
    /// Pointer, pinch and key state between events, and the gesture-deadline timer (`GTKWindow+Input.swift`).
    var input = GTKInputState()
    /// Frame counts and times for `FINCH_REPORT_FRAMES=1` (`FrameReport.swift`).
    var frameReport = FrameReport()
    let title: String
    /// Which of the app's declared windows this is.
    var sceneIndex = 0
    /// True once GTK destroyed the window; nothing of it runs afterwards.
    private(set) var isClosed = false
    /// Told when the window has closed, so the application lets go of it.
    var onClose: ((GTKWindow) -> Void)?
    private let backend: CairoBackend
    /// The census of the window's graph, which counts this window while it lives.
    private let census: NodeCensus

    init(
        application: UnsafeMutablePointer<GtkApplication>, scene: SceneWindow, size: CGSize,
        backend: CairoBackend = .shared
    ) {
        self.backend = backend
        picture = RetainedSurface(renderer: backend.renderer)
        title = scene.title
        host = FrameHost(graph: ViewGraph(root: scene.content, services: backend.services), sizing: .window(size))
        census = host.graph.census
        census.made(.window)
        window = gtk_application_window_new(application)
        area = gtk_drawing_area_new()
        gtk_window_set_title(finch_gtk_window(window), scene.title)
        gtk_window_set_default_size(finch_gtk_window(window), Int32(size.width.rounded()), Int32(size.height.rounded()))
        gtk_window_set_child(finch_gtk_window(window), area)

        graph.time = Self.now
        graph.onNeedsUpdate = { [unowned self] in self.scheduleFrame() }
        let context = Unmanaged.passUnretained(self).toOpaque()
        gtk_drawing_area_set_draw_func(finch_gtk_drawing_area(area), onDraw, context, nil)
        finch_g_signal_connect(
            UnsafeMutableRawPointer(window), "destroy", unsafeBitCast(onWindowDestroyed, to: GCallback.self), context)
        installInput()
    }

    deinit {
        census.freed(.window)
    }

    func present() {
        gtk_window_present(finch_gtk_window(window))
        // Keys go to the focused widget; the drawing area is the only one.
        gtk_widget_grab_focus(area)
    }

    /// Lays the view out at the allocation's size if it is out of date (a resize is a new size), paints
    /// what changed into the window's retained picture, and shows the picture.
    fileprivate func draw(_ cr: OpaquePointer, width: Int32, height: Int32) {
        guard !isClosed else { return }
        let scale = CGFloat(gtk_widget_get_scale_factor(area))
        if graph.environment.displayScale != scale { graph.environment.displayScale = scale }
        let size = CGSize(width: CGFloat(width), height: CGFloat(height))
        host.sizing = .window(size)
        if host.isLayoutStale { host.layOut() }
        picture.update(host.paint(), size: size, scale: scale)
        picture.draw(in: cr)
        StartupClock.firstFrameDrawn()
        IdlePreparation.schedule(for: backend)
        frameReport.painted(now: Self.now)
        // Appear actions run during layout; a change they made needs another frame.
        if host.nextWake == .nextFrame { scheduleFrame() }
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
        graph.tearDown()
        onClose?(self)
    }

    fileprivate static func from(_ context: gpointer?) -> GTKWindow {
        Unmanaged<GTKWindow>.fromOpaque(context!).takeUnretainedValue()
    }
}

private let onDraw:
    @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?) -> Void = {
        _, context2D, width, height, context in
        guard let context2D else { return }
        // GTK draws on the main thread; C pointers are not Sendable, hence the unchecked copies.
        nonisolated(unsafe) let (cr, context) = (context2D, context)
        MainActor.assumeIsolated { GTKWindow.from(context).draw(cr, width: width, height: height) }
    }

private let onWindowDestroyed: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, context in
    // GTK destroys windows on the main thread; the context pointer is not Sendable, hence the copy.
    nonisolated(unsafe) let context = context
    MainActor.assumeIsolated { GTKWindow.from(context).closed() }
}
