import Foundation

/// The sources of a graph's `matchedGeometryEffect`s: for each namespace and id, the node that
/// registered last and where it was laid out. Nodes are held weakly (the registry is the graph's, and
/// its layout nodes hold the registry).
@MainActor
final class MatchedGeometryRegistry {
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    struct Entry {
        weak var node: MatchedGeometryNode?
        var frame: CGRect
    }

    private var entries: [Key: Entry] = [:]

    func entry(for key: Key) -> Entry? {
        entries[key]
    }

    /// Records `node` as the source for `key`, laid out at `frame`.
    func register(_ node: MatchedGeometryNode, for key: Key, frame: CGRect) {
        entries[key] = Entry(node: node, frame: frame)
    }

    /// Forgets `node`'s entry when it is still the registered one (the node is freed).
    func forget(_ key: Key, ifNode node: ObjectIdentifier) {
        guard let entry = entries[key] else { return }
        if let registered = entry.node, ObjectIdentifier(registered) != node { return }
        entries[key] = nil
    }
}
