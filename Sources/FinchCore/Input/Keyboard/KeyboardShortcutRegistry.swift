import Foundation

/// The controls of one window that hold a keyboard shortcut's action (`.keyboardShortcut` on a
/// `Button` or `Toggle`), held by the graph: SwiftUI's window-wide shortcut table, Flutter's
/// `ShortcutRegistry`.
///
/// A control's node registers once, when it first holds a `KeyboardShortcutTarget`, and its entry
/// goes when the node unmounts (a teardown action of the node), so nothing of a removed control stays
/// in the table. The table holds nodes weakly: the tree owns them.
@MainActor
final class KeyboardShortcutRegistry {
    private var nodes: [ObjectIdentifier: WeakViewNode] = [:]

    /// How many controls are registered (for tests of the registry's lifetime).
    var count: Int { nodes.count }

    var isEmpty: Bool { nodes.isEmpty }

    /// Registers `node` (holding a `KeyboardShortcutTarget`) until it unmounts.
    func register(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        guard nodes[id] == nil else { return }
        nodes[id] = WeakViewNode(node)
        node.addTeardownAction { [weak self] in self?.nodes[id] = nil }
    }

    /// The registered nodes and their targets, in no particular order.
    var targets: [(node: ViewNode, target: KeyboardShortcutTarget)] {
        nodes.values.compactMap { weak in
            guard let node = weak.node, let target = node[KeyboardShortcutTarget.self] else { return nil }
            return (node, target)
        }
    }
}
