import Foundation

/// Counting what a graph keeps alive, and tearing it down: tests prove with these that a view which
/// leaves the tree leaves nothing behind, and that nothing of a closed window outlives it.
extension ViewGraph {
    /// Graph nodes of this graph alive in the process, wherever they are referenced from.
    package var liveNodeCount: Int { census.liveViewNodes }

    /// Graph nodes in this graph's tree now: the mounted views, and views still drawn while they leave.
    package var treeNodeCount: Int {
        guard let rootViewNodeIfAny else { return 0 }
        return leavingNodes.reduce(rootViewNodeIfAny.countSubtree()) { $0 + $1.countSubtree() }
    }

    /// How many nodes of the tree (leaving views included) hold each view type, by the type's name: the
    /// memory report's view of what a growing tree is made of. A diagnostic: it names every type.
    package var treeViewTypeCounts: [String: Int] {
        var counts: [String: Int] = [:]
        func visit(_ node: ViewNode) {
            if let view = node.view {
                // The outermost generic type's name only: `ModifiedContent<…>` by its modifier is enough
                // to tell which view grows, and whole names of modifier chains run to kilobytes.
                let name = String(describing: type(of: view))
                counts[String(name.prefix(80)), default: 0] += 1
            }
            for child in node.children where child.isAttached { visit(child) }
        }
        if let rootViewNodeIfAny { visit(rootViewNodeIfAny) }
        for node in leavingNodes { visit(node) }
        return counts
    }

    /// How many views are still drawn while they leave.
    package var leavingViewCount: Int { leavingNodes.count }

    /// Layout nodes of this graph alive in the process.
    package var liveLayoutNodeCount: Int { census.liveLayoutNodes }

    /// How many live layout nodes of each type there are (with `FINCH_CENSUS_TYPES=1`; else empty).
    package var liveLayoutNodeTypes: [String: Int] { census.liveLayoutNodeTypes }

    /// Layout nodes the graph uses now: the laid-out tree, what leaving views draw, and the outputs of
    /// every mounted graph node.
    package var treeLayoutNodeCount: Int {
        var seen = Set<ObjectIdentifier>()
        func walk(_ node: LayoutNode) {
            guard seen.insert(ObjectIdentifier(node)).inserted else { return }
            for child in node.children { walk(child) }
        }
        func walkViews(_ node: ViewNode) {
            for output in node.outputs { walk(output) }
            for child in node.children where child.isAttached { walkViews(child) }
        }
        if let root { walk(root) }
        for view in leaving {
            for node in view.drawn { walk(node) }
            walkViews(view.node)
        }
        if let rootViewNodeIfAny { walkViews(rootViewNodeIfAny) }
        return seen.count
    }

    /// Runs `body` with this graph's census current, so the layout nodes it makes are counted here.
    func withCensus<R>(_ body: () -> R) -> R {
        let outer = NodeCensus.current
        NodeCensus.current = census
        defer { NodeCensus.current = outer }
        return body()
    }
}
