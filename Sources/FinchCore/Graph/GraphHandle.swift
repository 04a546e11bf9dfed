import Foundation

/// A reference to a graph for what may outlive it (a teardown action, a queued closure, a layout
/// node's effect), reading nil once the graph begins to deinitialize, as a weak reference would.
///
/// Not a weak reference: that gives the graph a side table, and every retain and release of the graph
/// (one per view node's `graph` read, thousands in a frame) then takes the runtime's slow path. The
/// unowned reference is followed only while `GraphLiveness` says the graph is there.
@MainActor
struct GraphHandle {
    private unowned let target: ViewGraph
    private let liveness: GraphLiveness

    init(_ graph: ViewGraph) {
        target = graph
        liveness = graph.liveness
    }

    /// The graph, nil once it began to deinitialize.
    var graph: ViewGraph? { liveness.isGone ? nil : target }
}
