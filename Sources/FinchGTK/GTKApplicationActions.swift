import CGtk
import FinchCore
import Foundation

/// The application's named actions (`app.NAME`) with their keyboard shortcuts: what a document app's
/// File menu would hold (New, Open, Save, Save As, Close), reachable from every window by its keys.
@MainActor
final class GTKApplicationActions {
    private var handlers: [String: @MainActor () -> Void] = [:]

    /// Adds `app.NAME`, run by any of `accelerators` (GTK's syntax: `<Control><Shift>s`).
    func add(
        _ name: String, accelerators: [String], to application: UnsafeMutablePointer<GtkApplication>,
        perform: @escaping @MainActor () -> Void
    ) {
        handlers[name] = perform
        let action = g_simple_action_new(name, nil)
        let object = UnsafeMutableRawPointer(action)
        finch_g_signal_connect(
            object, "activate", unsafeBitCast(onActivate, to: GCallback.self), Unmanaged.passUnretained(self).toOpaque()
        )
        g_action_map_add_action(finch_g_action_map(application), action)
        g_object_unref(object)
        setAccelerators(accelerators, for: "app.\(name)", on: application)
    }

    /// Runs the action GTK activated, by its name.
    fileprivate func perform(_ name: String) {
        handlers[name]?()
    }

    private func setAccelerators(
        _ accelerators: [String], for action: String, on application: UnsafeMutablePointer<GtkApplication>
    ) {
        // GTK wants a NULL-terminated array of C strings, alive for the call.
        let copies = accelerators.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var list = copies.map { UnsafePointer<CChar>($0) } + [nil]
        list.withUnsafeMutableBufferPointer { buffer in
            gtk_application_set_accels_for_action(application, action, buffer.baseAddress)
        }
    }
}

private let onActivate: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { action, _, context in
    guard let action, let context, let name = g_action_get_name(action) else { return }
    let actionName = String(cString: name)
    // GTK activates actions on the main thread, from the main loop (see `GTKCallback`).
    GTKCallback.onMainActor(context) { context in
        Unmanaged<GTKApplicationActions>.fromOpaque(context).takeUnretainedValue().perform(actionName)
    }
}
