import CGtk
import FinchCore
import Foundation

/// The window's `ScenePhase`, from GTK's view of it: `.active` while it has the focus, `.inactive` while
/// another window has it, `.background` while it is minimised. (GTK 4.8 has no `suspended` property; a
/// window hidden behind others stays `.inactive`.)
extension GTKWindow {
    /// Follows the window's focus at once and its minimised state once it has a surface.
    func installScenePhase() {
        let context = Unmanaged.passUnretained(self).toOpaque()
        finch_g_signal_connect(
            UnsafeMutableRawPointer(window), "notify::is-active",
            unsafeBitCast(onScenePhaseNotify, to: GCallback.self), context)
    }

    /// Called once the window is realized: its toplevel surface says when it is minimised.
    func watchSurfaceState() {
        guard !isWatchingSurfaceState, let native = finch_gtk_native(UnsafeMutableRawPointer(window)),
            let surface = gtk_native_get_surface(native)
        else { return }
        isWatchingSurfaceState = true
        let context = Unmanaged.passUnretained(self).toOpaque()
        finch_g_signal_connect(
            UnsafeMutableRawPointer(surface), "notify::state",
            unsafeBitCast(onScenePhaseNotify, to: GCallback.self), context)
        scenePhaseMayHaveChanged()
    }

    /// The phase the window is in now.
    var currentScenePhase: ScenePhase {
        if let native = finch_gtk_native(UnsafeMutableRawPointer(window)), let surface = gtk_native_get_surface(native),
            let toplevel = finch_gdk_toplevel(UnsafeMutableRawPointer(surface)),
            gdk_toplevel_get_state(toplevel).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0
        {
            return .background
        }
        return gtk_window_is_active(finch_gtk_window(window)) != 0 ? .active : .inactive
    }

    func scenePhaseMayHaveChanged() {
        let phase = currentScenePhase
        if graph.environment.scenePhase != phase { graph.environment.scenePhase = phase }
        // The app's phase follows its windows', with UIKit's life-cycle notifications.
        ApplicationPhase.shared.update(window: ObjectIdentifier(self), phase: phase)
    }
}

/// `notify::is-active` on the window and `notify::state` on its surface: the object, the property's spec
/// (unread), the user data.
private let onScenePhaseNotify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?) -> Void =
    { _, _, context in
        GTKCallback.onMainActor(context) { context in GTKWindow.from(context).scenePhaseMayHaveChanged() }
    }
