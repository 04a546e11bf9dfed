import Foundation

/// Where accessibility modifiers keep their properties: beside the layout nodes, not in them, so a
/// window whose views use none pays nothing (no field, no node, no graph node per modifier).
///
/// Each layout node a modifier applies to gets one layer per modifier, keyed by the depth of the graph
/// node that built the modifier: a modifier evaluated again replaces its own layer and leaves the
/// others (an inner modifier whose view did not change is not evaluated again). A layout node's
/// `deinit` drops its layers once any were ever made (`isInUse`).
@MainActor
enum AccessibilityStore {
    private static var layers: [ObjectIdentifier: [(depth: Int, properties: AccessibilityProperties)]] = [:]
    /// Whether any node was ever given a layer; until then freed nodes skip the table.
    private(set) static var isInUse = false

    /// Sets the layer of the modifier built at `depth` on `node`.
    static func apply(_ properties: AccessibilityProperties, depth: Int, to node: LayoutNode) {
        isInUse = true
        let key = ObjectIdentifier(node)
        var list = layers[key] ?? []
        if let index = list.firstIndex(where: { $0.depth == depth }) {
            list[index].properties = properties
        } else {
            // Deepest first: the order the layers are merged in, inner to outer.
            let index = list.firstIndex(where: { $0.depth < depth }) ?? list.count
            list.insert((depth, properties), at: index)
        }
        layers[key] = list
    }

    /// The node's layers merged, outer over inner; nil when no modifier applies to it.
    static func properties(of node: LayoutNode) -> AccessibilityProperties? {
        guard isInUse, let list = layers[ObjectIdentifier(node)], let first = list.first else { return nil }
        return list.dropFirst().reduce(first.properties) { $0.overridden(by: $1.properties) }
    }

    /// Drops a freed node's layers (its identity may be reused by a new node).
    static func forget(_ identity: ObjectIdentifier) {
        layers[identity] = nil
    }

    /// How many layout nodes have layers (for tests of the cost).
    static var nodeCount: Int { layers.count }
}
