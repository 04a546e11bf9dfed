import Foundation

/// The gesture handlers attached to one layout node, innermost first: none, one (most of them: a tap),
/// or several (an emoji's drag inside its tap), without an array for the common cases.
@MainActor
enum AttachedGestures {
    case none
    case one(GestureHandler)
    case many([GestureHandler])

    /// Innermost first, the order they were attached in.
    var handlers: [GestureHandler] {
        switch self {
        case .none: []
        case .one(let handler): [handler]
        case .many(let handlers): handlers
        }
    }

    var isEmpty: Bool {
        if case .none = self { return true }
        return false
    }

    /// With `handler` outside the ones attached already (attaching it again changes nothing).
    func adding(_ handler: GestureHandler) -> AttachedGestures {
        switch self {
        case .none: return .one(handler)
        case .one(let kept): return kept === handler ? self : .many([kept, handler])
        case .many(let kept): return kept.contains { $0 === handler } ? self : .many(kept + [handler])
        }
    }

    /// Without `handler`.
    func removing(_ handler: GestureHandler) -> AttachedGestures {
        let left = handlers.filter { $0 !== handler }
        switch left.count {
        case 0: return .none
        case 1: return .one(left[0])
        default: return .many(left)
        }
    }
}

/// A gesture modifier's "wrapper": it attaches its handler to each content node instead of wrapping
/// the node in one of its own.
///
/// A wrapper node for a gesture only marked where the gesture was on the path hit testing finds; it
/// took the size of its content, placed it where it stood and drew what it drew. Its content node
/// has the same frame and the same place on that path (a transform of an effect inside is undone
/// below the effect's own step), so the handler kept there is found with the same coordinate space.
/// That saves a layout node per gesture (two for each emoji of a document: its drag and its tap),
/// with its place in every layout and paint walk.
@MainActor
final class GestureAttachment: NodeWrapper {
    private let handler: GestureHandler

    init(_ handler: GestureHandler) {
        self.handler = handler
        super.init()
    }

    /// The content nodes are passed on as they are.
    override var addsNodes: Bool { false }

    override func wrap(_ nodes: [LayoutNode]) -> [LayoutNode] {
        for node in nodes { node.attachedGestures = node.attachedGestures.adding(handler) }
        return nodes
    }

    override func replace(_ old: [LayoutNode], with nodes: [LayoutNode]) -> [LayoutNode] {
        for node in old where !nodes.contains(where: { $0 === node }) {
            node.attachedGestures = node.attachedGestures.removing(handler)
        }
        return wrap(nodes)
    }
}
