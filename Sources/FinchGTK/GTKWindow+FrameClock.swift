import CGtk
import FinchCore

/// Frames come from GTK's frame clock, and only while the frame host wants them: an idle window has no
/// tick callback, so it costs no CPU.
extension GTKWindow {
    /// The frame clock's time base (`g_get_monotonic_time`), in seconds.
    static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Asks for frames until the graph is idle again. Cheap to call repeatedly: changes made in one
    /// main-loop turn share the next frame's single update.
    func scheduleFrame() {
        guard !isClosed else { return }
        // A change made while idle happens now, not at the last frame: its animations start now.
        graph.time = max(graph.time, Self.now)
        guard tickCallbackID == 0 else { return }
        let context = Unmanaged.passUnretained(self).toOpaque()
        tickCallbackID = gtk_widget_add_tick_callback(area, onTick, context, nil)
    }

    /// Runs the frame host's frame at the frame clock's time and asks for a draw; stays installed while
    /// the host wants the next frame.
    fileprivate func tick(frameClock: OpaquePointer) -> Bool {
        guard !isClosed else {
            tickCallbackID = 0
            return false
        }
        let frameTime = Double(gdk_frame_clock_get_frame_time(frameClock)) / 1_000_000
        frameReport.tick(frameTime: frameTime, now: Self.now)
        host.renderFrame(at: frameTime)
        // Nothing drawn differently (a frame that only moved the clock): nothing to show again.
        if !host.lastDamage.isEmpty { gtk_widget_queue_draw(area) }
        armGestureDeadline()
        if host.nextWake == .nextFrame { return true }
        tickCallbackID = 0
        frameReport.report(title: title)
        return false
    }
}

private let onTick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
    _, frameClock, context in
    guard let frameClock, let context else { return 0 }
    // GTK ticks on the main thread; C pointers are not Sendable, hence the unchecked copies.
    nonisolated(unsafe) let (clock, window) = (frameClock, context)
    return MainActor.assumeIsolated {
        // G_SOURCE_CONTINUE keeps the callback, G_SOURCE_REMOVE drops it.
        Unmanaged<GTKWindow>.fromOpaque(window).takeUnretainedValue().tick(frameClock: clock) ? 1 : 0
    }
}
