import CGtk
import FinchCore
import Foundation

/// What a driver in the same process (the monkey's real-window mode, `Tools/Monkey`) reads of one open
/// GTK window: its graph (accessibility elements, census, tree), the size it was last laid out at, and
/// its title, and its close button.
@MainActor
package struct HostedWindow {
    package let graph: ViewGraph
    package let size: CGSize
    package let title: String
    let window: GTKWindow

    /// Closes the window as its close button does (a document window saves its document first).
    package func close() { window.requestClose() }

    /// True while GTK counts the window active (it has the keyboard focus): where Ctrl+W goes.
    package var isActive: Bool { !window.isClosed && gtk_window_is_active(finch_gtk_window(window.window)) != 0 }
}
