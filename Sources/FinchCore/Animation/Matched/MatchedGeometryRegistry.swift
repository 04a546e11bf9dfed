import Foundation

/// The sources of a graph's `matchedGeometryEffect`s: for each namespace and id, the node that
/// registered last and where it was laid out; and the nodes whose content may be laid out in a matched
/// frame, which it places again after each layout pass. Nodes are held weakly (the registry is the
/// graph's, and its layout nodes hold the registry).
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
    /// Views that are not sources, views gliding from a match and leaving views following one.
    private var matching: [ObjectIdentifier: WeakMatchedNode] = [:]

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

    /// Has `node`'s content placed after every layout pass while it may be matched.
    func track(_ node: MatchedGeometryNode) {
        matching[ObjectIdentifier(node)] = WeakMatchedNode(node: node)
    }

    /// Lays out the tracked views' content in their matched frames at `time`: after a layout pass,
    /// when every source has its frame (a view that is not the source may be placed before it), and
    /// on every frame, since a glide moves the matched frame without anything being laid out again.
    /// Called by `PipelineOwner.placeRoot` after each pass, before the transform followers are asked.
    func placeContents(at time: Double) {
        guard !matching.isEmpty else { return }
        for (identity, tracked) in matching {
            guard let node = tracked.node, node.placeMatchedContent(at: time) else {
                matching[identity] = nil
                continue
            }
        }
    }
}

/// A matched view the registry places, held weakly.
private struct WeakMatchedNode {
    weak var node: MatchedGeometryNode?
}
