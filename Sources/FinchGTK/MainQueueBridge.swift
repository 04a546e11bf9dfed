import CDispatchGlue
import CGtk
import Glibc

/// Lets GLib's main loop run the libdispatch main queue, so `DispatchQueue.main.async` and main-actor
/// tasks run while GTK owns the main thread.
///
/// libdispatch signals queued main-queue work on an eventfd; GLib watches it and drains the queue.
enum MainQueueBridge {
    /// Watches the main queue's eventfd from the default GLib main context. Call once, on the main thread.
    static func install() {
        let handle = _dispatch_get_main_queue_handle_4CF()
        // Non-blocking, so a read never stalls the main loop if the counter was already consumed.
        _ = fcntl(handle, F_SETFL, fcntl(handle, F_GETFL) | O_NONBLOCK)
        g_unix_fd_add(handle, G_IO_IN, drainMainQueue, nil)
    }
}

/// Reads the eventfd's 8-byte counter first (else it stays readable and the loop spins), then drains.
private func drainMainQueue(handle: Int32, condition: GIOCondition, data: gpointer?) -> gboolean {
    var counter: UInt64 = 0
    _ = read(handle, &counter, MemoryLayout<UInt64>.size)
    _dispatch_main_queue_callback_4CF(nil)
    return 1  // G_SOURCE_CONTINUE
}
