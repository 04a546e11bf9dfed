import Foundation

/// A view that watches the pointer (`onHover`, `onContinuousHover`), kept in its modifier's graph node so
/// it is the same object through re-evaluations: each evaluation gives it the latest action.
@MainActor
final class HoverTarget: NodeStorageKey {
    typealias Value = HoverTarget

    /// `onHover`'s: told true on entering, false on leaving.
    var action: @MainActor (Bool) -> Void = { _ in }
    /// `onContinuousHover`'s: told every motion over the view, and when the pointer leaves it.
    var continuous: ContinuousHover?

    /// Tells the target the pointer entered (true) or left (false) it.
    func crossed(entering: Bool) {
        if continuous == nil {
            action(entering)
        } else if !entering {
            continuous?.action(.ended)
        }
    }
}

/// What `onContinuousHover` asks: where the pointer is, in which coordinate space.
struct ContinuousHover {
    let coordinateSpace: CoordinateSpace
    let action: @MainActor (HoverPhase) -> Void
}

/// A hover target on the pointer's path, with the map from window points to its coordinate spaces.
struct HoveredTarget {
    let target: HoverTarget
    let space: CoordinateMapper
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

    /// Moves the pointer to `location` (in the window) over `targets` (outermost first): the targets it
    /// left are told false (`.ended`), then those it entered true, outermost first; then every continuous
    /// target under it is told where it is. True when some target was told.
    func update(to targets: [HoveredTarget], at location: CGPoint?) -> Bool {
        let now = Set(targets.map { ObjectIdentifier($0.target) })
        let before = hovered.compactMap(\.target)
        let beforeIDs = Set(before.map(ObjectIdentifier.init))
        hovered = targets.map { WeakHoverTarget(target: $0.target) }
        let left = before.reversed().filter { !now.contains(ObjectIdentifier($0)) }
        let entered = targets.filter { !beforeIDs.contains(ObjectIdentifier($0.target)) }
        for target in left { target.crossed(entering: false) }
        for hovered in entered { hovered.target.crossed(entering: true) }
        var moved = false
        if let location {
            for hovered in targets {
                guard let continuous = hovered.target.continuous else { continue }
                continuous.action(.active(hovered.space.map(location, to: continuous.coordinateSpace)))
                moved = true
            }
        }
        return moved || !left.isEmpty || !entered.isEmpty
    }

    var isHoveringAny: Bool { hovered.contains { $0.target != nil } }

    private struct WeakHoverTarget {
        weak var target: HoverTarget?
    }
}

/// `onHover(perform:)`, and `onContinuousHover(coordinateSpace:perform:)` (with `continuous`).
struct _HoverModifier: ViewModifier, PrimitiveModifier {
    var action: @MainActor (Bool) -> Void = { _ in }
    var continuous: ContinuousHover? = nil

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let isNew = node[HoverTarget.self] == nil
        let target = node.stored(HoverTarget.self) { HoverTarget() }
        target.action = action
        target.continuous = continuous
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

    /// Calls `action` with `.active` and the pointer's location in `coordinateSpace` (the view's own, by
    /// default) each time the pointer moves over this view (where a tap would find it), and with `.ended`
    /// when it moves off it or out of the window, as SwiftUI's `onContinuousHover`.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (HoverPhase) -> Void
    ) -> some View {
        modifier(_HoverModifier(continuous: ContinuousHover(coordinateSpace: coordinateSpace, action: action)))
    }
}
