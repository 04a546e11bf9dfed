import Foundation

/// How a graph node's layout nodes are made from its children's, without evaluating any body.
///
/// When a descendant re-evaluates on its own (its state changed), its ancestors re-assemble
/// their outputs this way instead of running their bodies again.
@MainActor
enum Assembly {
    /// The children's nodes in order: composite views, tuples, groups, `ForEach`, conditionals.
    case concatenate
    /// One container whose children are the children's nodes, updated in place.
    case container(any ContainerLayoutNode)
    /// Each child node wrapped by a modifier node.
    case wrap(NodeWrapper)
    /// Anything else (overlays, geometry readers).
    case custom((ViewNode) -> [LayoutNode])
}

/// A layout node whose children can be replaced after creation.
@MainActor
protocol ContainerLayoutNode: LayoutNode {
    func replaceChildren(_ nodes: [LayoutNode])
    /// Replaces the children in `range` by `nodes` (same count), leaving the others untouched.
    func replaceChildren(in range: Range<Int>, with nodes: [LayoutNode])
}

/// Wraps content nodes, reusing the wrapper of a content node it has wrapped before.
@MainActor
final class NodeWrapper {
    private let make: (LayoutNode) -> LayoutNode
    // `@exclusivity(unchecked)`: hot main-actor state that no code accesses while another access to it
    // is open (with checks on, the tests never trip); the runtime checks cost a tenth of layout time.
    @exclusivity(unchecked) private var wrappers: [ObjectIdentifier: LayoutNode] = [:]

    init(make: @escaping (LayoutNode) -> LayoutNode) {
        self.make = make
    }

    /// Replaces the wrappers `old` by wrappers of `nodes`, leaving the other wrappers cached.
    func replace(_ old: [LayoutNode], with nodes: [LayoutNode]) -> [LayoutNode] {
        for wrapper in old {
            if let content = (wrapper as? WrapperNode)?.child {
                wrappers[ObjectIdentifier(content)] = nil
            } else if let key = wrappers.first(where: { $0.value === wrapper })?.key {
                wrappers[key] = nil
            }
        }
        return nodes.map { node in
            let key = ObjectIdentifier(node)
            let wrapper = wrappers[key] ?? make(node)
            wrappers[key] = wrapper
            return wrapper
        }
    }

    func wrap(_ nodes: [LayoutNode]) -> [LayoutNode] {
        var next: [ObjectIdentifier: LayoutNode] = [:]
        let result = nodes.map { node in
            let key = ObjectIdentifier(node)
            let wrapper = wrappers[key] ?? make(node)
            next[key] = wrapper
            return wrapper
        }
        wrappers = next
        return result
    }
}
