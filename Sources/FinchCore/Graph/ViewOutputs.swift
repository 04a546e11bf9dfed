import Foundation

/// What making a view's nodes produced, as SwiftUI's view outputs: the layout nodes the view gives its
/// parent and how they are made again from its children's nodes.
///
/// A primitive view or modifier returns this instead of configuring its graph node, so the rule "the
/// assembly must match how the nodes were made" lives in the type: whatever made the nodes says how.
@MainActor
struct ViewOutputs {
    var nodes: [LayoutNode]
    var assembly: Assembly

    init(_ nodes: [LayoutNode], assembly: Assembly) {
        self.nodes = nodes
        self.assembly = assembly
    }

    /// The children's nodes in order (composite views, tuples, groups, conditionals, `ForEach`).
    static func concatenated(_ nodes: [LayoutNode]) -> ViewOutputs {
        ViewOutputs(nodes, assembly: .concatenate)
    }

    /// Nodes a view made itself, with no child view involved (text, shapes, images, spacers).
    static func leaf(_ nodes: [LayoutNode]) -> ViewOutputs {
        ViewOutputs(nodes, assembly: .fixed)
    }

    /// Nothing at all (`EmptyView`, an absent optional).
    static var empty: ViewOutputs { ViewOutputs([], assembly: .fixed) }
}

/// How a graph node's layout nodes are made from its children's, without evaluating any body.
///
/// When a descendant re-evaluates on its own (its state changed), its ancestors re-assemble
/// their outputs this way instead of running their bodies again.
@MainActor
enum Assembly {
    /// The children's nodes in order.
    case concatenate
    /// The node's own nodes, which do not depend on its children (leaf views).
    case fixed
    /// One container whose children are the children's nodes, updated in place.
    case container(any ContainerLayoutNode)
    /// Each child node wrapped by a modifier node.
    case wrap(NodeWrapper)
    /// Anything else (overlays, geometry readers, scroll views, lazy stacks, sheets).
    case custom(any OutputAssembler)
}

/// Makes a graph node's layout nodes from its children's, for assemblies that are not a plain list.
@MainActor
protocol OutputAssembler: AnyObject {
    /// The node's outputs now that its children's outputs changed.
    func assemble(from node: ViewNode) -> [LayoutNode]
}

/// A layout node whose children can be replaced after creation.
@MainActor
protocol ContainerLayoutNode: LayoutNode {
    func replaceChildren(_ nodes: [LayoutNode])
    /// Replaces the children in `range` by `nodes` (same count), leaving the others untouched.
    func replaceChildren(in range: Range<Int>, with nodes: [LayoutNode])
}

/// Wraps content nodes, reusing the wrapper of a content node it has wrapped before.
///
/// Most modifiers wrap one node: that one is kept without a dictionary, which (with the array of the
/// next evaluation's wrappers) was an allocation per modifier per evaluation.
@MainActor
class NodeWrapper {
    private let make: ((LayoutNode) -> LayoutNode)?
    private var wrappers = Wrappers.none

    /// The wrappers made, by the content node each wraps.
    private enum Wrappers {
        case none
        case one(content: ObjectIdentifier, wrapper: LayoutNode)
        case many([ObjectIdentifier: LayoutNode])
    }

    init(make: @escaping (LayoutNode) -> LayoutNode) {
        self.make = make
    }

    /// For a subclass that makes its wrappers itself (`makeWrapper(around:)`).
    init() {
        self.make = nil
    }

    /// False for a wrapper that passes its content's nodes on as they are (`GestureAttachment`): a chain
    /// of wrappers then finds a level's old nodes without unwrapping one.
    var addsNodes: Bool { true }

    /// A new wrapper around `node`.
    func makeWrapper(around node: LayoutNode) -> LayoutNode {
        guard let make else { preconditionFailure("a NodeWrapper subclass must make its wrappers") }
        return make(node)
    }

    /// The wrapper made before for the content node `key`.
    private func wrapper(for key: ObjectIdentifier) -> LayoutNode? {
        switch wrappers {
        case .none: nil
        case .one(let content, let wrapper): content == key ? wrapper : nil
        case .many(let byContent): byContent[key]
        }
    }

    /// Replaces the wrappers `old` by wrappers of `nodes`, leaving the other wrappers cached.
    func replace(_ old: [LayoutNode], with nodes: [LayoutNode]) -> [LayoutNode] {
        var byContent: [ObjectIdentifier: LayoutNode]
        switch wrappers {
        case .none: byContent = [:]
        case .one(let content, let wrapper): byContent = [content: wrapper]
        case .many(let kept): byContent = kept
        }
        wrappers = .none
        for wrapper in old {
            if let content = (wrapper as? WrapperNode)?.child {
                byContent[ObjectIdentifier(content)] = nil
            } else if let key = byContent.first(where: { $0.value === wrapper })?.key {
                byContent[key] = nil
            }
        }
        let result = nodes.map { node in
            let key = ObjectIdentifier(node)
            let wrapper = byContent[key] ?? makeWrapper(around: node)
            byContent[key] = wrapper
            return wrapper
        }
        wrappers = .many(byContent)
        return result
    }

    /// `replace(_:with:)` for the node's outputs `first..<first + old.count` of `count` (which a chain of
    /// wrappers kept in one node needs to number its inner levels' nodes).
    func replace(_ old: [LayoutNode], with nodes: [LayoutNode], startingAt first: Int, count: Int) -> [LayoutNode] {
        replace(old, with: nodes)
    }

    func wrap(_ nodes: [LayoutNode]) -> [LayoutNode] {
        if nodes.count == 1 {
            let key = ObjectIdentifier(nodes[0])
            let wrapper = wrapper(for: key) ?? makeWrapper(around: nodes[0])
            wrappers = .one(content: key, wrapper: wrapper)
            return [wrapper]
        }
        var next: [ObjectIdentifier: LayoutNode] = [:]
        let result = nodes.map { node in
            let key = ObjectIdentifier(node)
            let wrapper = wrapper(for: key) ?? makeWrapper(around: node)
            next[key] = wrapper
            return wrapper
        }
        wrappers = nodes.isEmpty ? .none : .many(next)
        return result
    }

    /// Wraps `nodes` and returns them with this wrapper as their assembly.
    func outputs(wrapping nodes: [LayoutNode]) -> ViewOutputs {
        ViewOutputs(wrap(nodes), assembly: .wrap(self))
    }
}
