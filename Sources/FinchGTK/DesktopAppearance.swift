import CGtk
import FinchCore
import Foundation

/// Whether the desktop asks for dark or light windows, and the windows told when it changes.
///
/// The XDG desktop portal's `org.freedesktop.appearance` `color-scheme` is read over D-Bus (GDBus on the
/// session bus) and its `SettingChanged` signal followed live; a desktop without the portal (or with no
/// preference) falls back to GTK's `gtk-application-prefer-dark-theme`, whose changes are followed too.
/// The portal is asked asynchronously: windows start in GTK's setting and change when the portal's
/// answer arrives (on a desktop whose two agree, nothing changes), so no first frame waits for D-Bus.
@MainActor
final class DesktopAppearance {
    static let shared = DesktopAppearance()

    private(set) var scheme: ColorScheme = .light
    private var portalScheme: Int32 = -1
    private var windows: [WeakWindow] = []

    private init() {
        let context = Unmanaged.passUnretained(self).toOpaque()
        finch_portal_watch_color_scheme(onPortalScheme, context)
        if let settings = gtk_settings_get_default() {
            finch_g_signal_connect(
                UnsafeMutableRawPointer(settings), "notify::gtk-application-prefer-dark-theme",
                unsafeBitCast(onGTKSettingNotify, to: GCallback.self), context)
        }
        scheme = resolved()
    }

    /// Tells `window` the scheme now and whenever it changes, while the window lives.
    func follow(_ window: GTKWindow) {
        windows.removeAll { $0.window == nil }
        windows.append(WeakWindow(window: window))
        window.desktopColorSchemeChanged(scheme)
    }

    /// The portal's answer when it gives one (1 dark, 2 light), else GTK's setting.
    private func resolved() -> ColorScheme {
        switch portalScheme {
        case 1: return .dark
        case 2: return .light
        default: return finch_gtk_prefers_dark_theme() != 0 ? .dark : .light
        }
    }

    fileprivate func portalChanged(_ value: Int32) {
        portalScheme = value
        update()
    }

    fileprivate func update() {
        let next = resolved()
        guard next != scheme else { return }
        scheme = next
        windows.removeAll { $0.window == nil }
        for entry in windows { entry.window?.desktopColorSchemeChanged(next) }
    }
}

private struct WeakWindow {
    weak var window: GTKWindow?
}

/// The portal's colour scheme, first read or changed (on the main loop).
private let onPortalScheme: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void = { value, context in
    guard let context else { return }
    GTKCallback.onMainActor(context) { context in
        Unmanaged<DesktopAppearance>.fromOpaque(context).takeUnretainedValue().portalChanged(value)
    }
}

private let onGTKSettingNotify:
    @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
        _, _, context in
        guard let context else { return }
        GTKCallback.onMainActor(context) { context in
            Unmanaged<DesktopAppearance>.fromOpaque(context).takeUnretainedValue().update()
        }
    }
