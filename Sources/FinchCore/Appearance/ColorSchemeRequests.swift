/// The window's colour scheme: the system's (from the host), unless a view asks for another with
/// `preferredColorScheme(_:)`, which on iOS applies to the whole window, not only to the view.
///
/// Requests are kept by the node that made them; the earliest made (the outermost, as views are built
/// parents first) wins, and a request goes when its node leaves the tree.
@MainActor
final class ColorSchemeRequests {
    /// What the host says the desktop uses.
    var system: ColorScheme
    private var requests: [ObjectIdentifier: (order: Int, scheme: ColorScheme?)] = [:]
    private var nextOrder = 0

    init(system: ColorScheme) {
        self.system = system
    }

    /// The scheme the window draws in.
    var effective: ColorScheme {
        let asked = requests.values.filter { $0.scheme != nil }.min { $0.order < $1.order }
        return asked?.scheme ?? system
    }

    func set(_ scheme: ColorScheme?, for node: ObjectIdentifier) {
        if let existing = requests[node] {
            requests[node] = (existing.order, scheme)
        } else {
            requests[node] = (nextOrder, scheme)
            nextOrder += 1
        }
    }

    func remove(_ node: ObjectIdentifier) {
        requests[node] = nil
    }
}
