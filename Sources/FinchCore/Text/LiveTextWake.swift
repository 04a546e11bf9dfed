import Foundation

/// The timer on the graph's clock that evaluates a text with a live date again when its words next
/// change: one per node, replaced at each evaluation and cancelled when the node goes, so a window
/// without such text schedules nothing and one with it wakes only when something changes.
@MainActor
enum LiveTextWake: NodeStorageKey {
    final class Value {
        var timer: Int?
    }

    /// Asks for `node` to be evaluated again `delay` seconds from now on the graph's clock (nil: never).
    static func schedule(_ node: ViewNode, after delay: TimeInterval?) {
        let graph = node.graph
        let slot = node.stored(LiveTextWake.self) {
            let made = Value()
            let handle = GraphHandle(graph)
            node.addTeardownAction { [weak made] in
                if let id = made?.timer { handle.graph?.cancelTimer(id) }
            }
            return made
        }
        if let id = slot.timer { graph.cancelTimer(id) }
        slot.timer = nil
        guard let delay else { return }
        slot.timer = graph.schedule(at: graph.time + delay) { [weak node, weak slot] in
            slot?.timer = nil
            guard let node, node.isAttached else { return }
            node.graph.invalidate(node)
        }
    }
}
