import Foundation

/// Whether a graph is still there, for what may outlive it (a model's change callback, a state
/// write's handle) to ask before following a view node's unowned `graph`.
///
/// A strong reference to this instead of a weak one to the graph: a weak reference gives its object a
/// side table, which sends every retain and release of the graph (one per node's `graph` read) down the
/// runtime's slow path. The graph marks it gone as its deinit begins, when a weak reference to it would
/// start to read nil.
@MainActor
final class GraphLiveness {
    private(set) var isGone = false

    func graphIsGoing() {
        isGone = true
    }
}
