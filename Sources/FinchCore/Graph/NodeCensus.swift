import Foundation
import Synchronization

/// Counts the graph and layout nodes of one view graph that are alive in the process.
///
/// A node is counted from its creation to its deallocation, wherever the last reference to it is,
/// so a node kept by something outside the tree (a closure, a cache, a cycle) shows up as the
/// difference between these counts and the nodes in the tree (`ViewGraph.treeNodeCount`). Tests
/// use that to prove an unmounted view leaves nothing behind.
///
/// Atomic counters, because a node's deinit may run wherever its last reference is released.
final class NodeCensus: Sendable {
    private let viewNodes = Atomic<Int>(0)
    private let layoutNodes = Atomic<Int>(0)
    /// With `FINCH_CENSUS_TYPES=1`, the type of every live layout node, to tell what outlived a window.
    private let recordsTypes = ["1", "2"].contains(ProcessInfo.processInfo.environment["FINCH_CENSUS_TYPES"])
    /// With `FINCH_CENSUS_TYPES=2`, also where each was made (slow: a diagnostic).
    private let recordsStacks = ProcessInfo.processInfo.environment["FINCH_CENSUS_TYPES"] == "2"
    private let layoutNodeTypes = Mutex<[ObjectIdentifier: String]>([:])

    var liveViewNodes: Int { viewNodes.load(ordering: .relaxed) }
    var liveLayoutNodes: Int { layoutNodes.load(ordering: .relaxed) }

    /// The types of the live layout nodes and how many of each (empty unless `FINCH_CENSUS_TYPES=1`).
    var liveLayoutNodeTypes: [String: Int] {
        layoutNodeTypes.withLock { types in types.values.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
    }

    func viewNodeMade() { viewNodes.add(1, ordering: .relaxed) }
    func viewNodeFreed() { viewNodes.subtract(1, ordering: .relaxed) }

    func layoutNodeMade(_ node: AnyObject) {
        layoutNodes.add(1, ordering: .relaxed)
        guard recordsTypes else { return }
        var name = String(describing: type(of: node))
        if recordsStacks { name += " @ " + Thread.callStackSymbols.dropFirst(3).prefix(40).joined(separator: " | ") }
        layoutNodeTypes.withLock { $0[ObjectIdentifier(node)] = name }
    }

    func layoutNodeFreed(_ node: ObjectIdentifier) {
        layoutNodes.subtract(1, ordering: .relaxed)
        guard recordsTypes else { return }
        _ = layoutNodeTypes.withLock { $0.removeValue(forKey: node) }
    }

    /// The census of the graph whose phase is running: layout nodes made now belong to it.
    ///
    /// Layout nodes are made in many places (views, modifiers, containers a graph makes for itself);
    /// all of them run inside a graph's update, layout or paint, which sets this for its duration.
    @MainActor static var current: NodeCensus?
}
