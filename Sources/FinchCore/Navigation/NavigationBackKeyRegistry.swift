import Foundation

/// The navigation stacks of one window that the back keys (Escape, Alt+Left) can pop, outermost
/// first: the part of Flutter's `BackButtonDispatcher` a desktop window needs, held by the graph.
///
/// A stack registers while its registration view is in the tree; its entry goes when that view's node
/// unmounts (a teardown action of the node), so a closed stack's controller is not kept until the
/// next key press.
@MainActor
final class NavigationBackKeyRegistry {
    private struct Entry {
        let node: ObjectIdentifier
        let goBack: () -> Bool
    }

    /// In registration order: a stack's registration is built after the stacks around it.
    private var entries: [Entry] = []

    /// How many stacks are registered (for tests of the registry's lifetime).
    var count: Int { entries.count }

    /// Registers `goBack` for `node` until the node unmounts.
    func register(_ node: ViewNode, goBack: @escaping () -> Bool) {
        let id = ObjectIdentifier(node)
        entries.append(Entry(node: id, goBack: goBack))
        node.addTeardownAction { [weak self] in self?.remove(id) }
    }

    /// Pops a page of the innermost stack that has one; false when none has.
    func goBack() -> Bool {
        for entry in entries.reversed() where entry.goBack() { return true }
        return false
    }

    private func remove(_ node: ObjectIdentifier) {
        entries.removeAll { $0.node == node }
    }
}
