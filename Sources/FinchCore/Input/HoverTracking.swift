import Foundation

/// A view that watches the pointer (`onHover`), kept in its modifier's graph node so it is the same object
/// through re-evaluations: each evaluation gives it the latest action.
@MainActor
final class HoverTarget: NodeStorageKey {
    typealias Value = HoverTarget

    var action: @MainActor (Bool) -> Void = { _ in }
}

/// Marks the views an `onHover` covers on the hit path.
final class HoverNode: WrapperNode {
    let target: HoverTarget

    init(child: LayoutNode, target: HoverTarget) {
        self.target = target
        super.init(child: child)
    }
}

/// The hover targets the pointer is over, and how many are in the tree: with none, a pointer's motion
/// costs no hit test.
@MainActor
final class HoverTracker {
    /// Targets in the tree (counted in by their modifier, out by their node's teardown).
    var targetCount = 0
    /// The targets under the pointer, outermost first; weak, so a view leaving the tree is let go.
    private var hovered: [WeakHoverTarget] = []

    nonisolated init() {}

    /// Moves the pointer over `targets` (innermost first, as on the hit path): the targets it left are
    /// told false, then those it entered true, outermost first. True when some target was told.
    func update(to targets: [HoverTarget]) -> Bool {
        let now = Set(targets.map(ObjectIdentifier.init))
        let before = hovered.compactMap(\.target)
        let beforeIDs = Set(before.map(ObjectIdentifier.init))
        hovered = targets.reversed().map(WeakHoverTarget.init)
        let left = before.reversed().filter { !now.contains(ObjectIdentifier($0)) }
        let entered = targets.reversed().filter { !beforeIDs.contains(ObjectIdentifier($0)) }
        for target in left { target.action(false) }
        for target in entered { target.action(true) }
        return !left.isEmpty || !entered.isEmpty
    }

    var isHoveringAny: Bool { hovered.contains { $0.target != nil } }

    private struct WeakHoverTarget {
        weak var target: HoverTarget?
    }
}

/// `onHover(perform:)`.
struct _HoverModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor (Bool) -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let isNew = node[HoverTarget.self] == nil
        let target = node.stored(HoverTarget.self) { HoverTarget() }
        target.action = action
        if isNew {
            let graph = node.graph
            graph.hover.targetCount += 1
            node.addTeardownAction { [weak graph] in graph?.hover.targetCount -= 1 }
        }
        let wrapper = NodeWrapper { HoverNode(child: $0, target: target) }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }
}

extension View {
    /// Calls `action` with true when the pointer moves onto this view (where a tap would find it) and
    /// false when it moves off it or out of the window, as SwiftUI's `onHover`. Nested views each get
    /// their own call. Only the pointer's motion counts: a view moving under a still pointer is seen at
    /// the next motion.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: action))
    }
}
