import CGtk
import FinchCairo
import Foundation

/// What the first idle moment after a window's first frame prepares, once per process: the fonts of the
/// text styles (`CairoBackend.prepareTextStyles`), so that the first page in a new style does not load
/// them while the user waits for it. Run from a GLib idle callback, below every event and frame.
@MainActor
enum IdlePreparation {
    private static var backend: CairoBackend?

    /// Arranges for `backend` to be prepared when the main loop is next idle (once).
    static func schedule(for backend: CairoBackend) {
        guard self.backend == nil else { return }
        self.backend = backend
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, onIdle, nil, nil)
    }

    fileprivate static func run() {
        backend?.prepareTextStyles()
    }
}

private let onIdle: @convention(c) (gpointer?) -> gboolean = { _ in
    MainActor.assumeIsolated { IdlePreparation.run() }
    return 0  // G_SOURCE_REMOVE: once
}
