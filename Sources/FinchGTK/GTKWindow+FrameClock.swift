import CGtk
import FinchCore

/// The window's wakes, all from the frame host's `nextWake`: frames come from GTK's frame clock (a tick
/// callback) only while the host wants the next frame, and one one-shot GLib timeout waits for the next
/// gesture deadline or graph timer. An idle window has neither, so it costs no CPU.
extension GTKWindow {
    /// The frame clock's time base (`g_get_monotonic_time`), in seconds.
    static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// The graph asked for a frame (a change): a change made while idle happens now, not at the last
    /// frame, so its animations start now.
    func changeArrived() {
        guard !isClosed else { return }
        graph.time = max(graph.time, Self.now)
        scheduleWake()
    }

    /// Arranges the next wake the host wants: the tick callback for the next frame (if not installed),
    /// and the timeout for the next deadline. Cheap to call repeatedly: changes made in one main-loop turn
    /// share the next frame.
    func scheduleWake() {
        guard !isClosed else { return }
        armDeadlineTimer()
        refineSettledPicture()
        guard host.nextWake == .nextFrame, tickCallbackID == 0 else { return }
        let context = Unmanaged.passUnretained(self).toOpaque()
        tickCallbackID = gtk_widget_add_tick_callback(area, onTick, context, nil)
    }

    /// Runs and presents a frame at the frame clock's time; stays installed while the host wants the
    /// next frame.
    fileprivate func tick(frameClock: OpaquePointer) -> Bool {
        guard !isClosed else {
            tickCallbackID = 0
            return false
        }
        let frameTime = Double(gdk_frame_clock_get_frame_time(frameClock)) / 1_000_000
        frameReport.tick(frameTime: frameTime, now: Self.now)
        presentFrame(at: frameTime)
        if host.nextWake == .nextFrame { return true }
        tickCallbackID = 0
        frameReport.report(title: title)
        return false
    }

    /// Keeps one GLib timeout armed for `graph.nextGestureDeadline` (a long press, a tap's time-out, a
    /// caret's blink; none when there is none), so they happen without new input.
    private func armDeadlineTimer() {
        let deadline = graph.nextGestureDeadline
        guard deadline != input.deadlineTimerTime else { return }
        if input.deadlineTimerID != 0 { g_source_remove(input.deadlineTimerID) }
        input.deadlineTimerID = 0
        input.deadlineTimerTime = deadline
        guard let deadline else { return }
        // GLib never fires a timeout early; milliseconds rounded up reach the deadline.
        let milliseconds = min(max(((deadline - Self.now) * 1000).rounded(.up), 0), Double(Int32.max))
        let context = Unmanaged.passUnretained(self).toOpaque()
        input.deadlineTimerID = g_timeout_add(guint(milliseconds), onDeadline, context)
    }

    /// The deadline came: the host wakes at it (what fires there asks for a frame).
    fileprivate func deadlineReached() {
        let deadline = input.deadlineTimerTime ?? Self.now
        input.deadlineTimerID = 0  // the callback returns G_SOURCE_REMOVE
        input.deadlineTimerTime = nil
        host.wake(at: max(Self.now, deadline))
        scheduleWake()
    }
}

private let onTick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
    _, frameClock, context in
    guard let frameClock, let context else { return 0 }
    return GTKCallback.onMainActor(frameClock, context) { clock, window in
        // G_SOURCE_CONTINUE keeps the callback, G_SOURCE_REMOVE drops it.
        Unmanaged<GTKWindow>.fromOpaque(window).takeUnretainedValue().tick(frameClock: clock) ? 1 : 0
    }
}

private let onDeadline: @convention(c) (gpointer?) -> gboolean = { context in
    guard let context else { return 0 }
    GTKCallback.onMainActor(context) { window in
        Unmanaged<GTKWindow>.fromOpaque(window).takeUnretainedValue().deadlineReached()
    }
    return 0  // G_SOURCE_REMOVE: re-armed for the next deadline, if any
}
