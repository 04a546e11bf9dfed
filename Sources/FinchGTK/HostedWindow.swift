import FinchCore
import Foundation

/// What a driver in the same process (the monkey's real-window mode, `Tools/Monkey`) reads of one open
/// GTK window: its graph (accessibility elements, census, tree), the size it was last laid out at, and
/// its title.
@MainActor
package struct HostedWindow {
    package let graph: ViewGraph
    package let size: CGSize
    package let title: String
}
