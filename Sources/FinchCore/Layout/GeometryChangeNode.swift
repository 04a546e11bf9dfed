import Foundation

/// Works out an `onGeometryChange` value each time its child is placed, and queues the action when the
/// value changed (or is the first). Lays out as its child.
///
/// What the value depends on beyond the frame is followed as a `GeometryReader` follows it: once the
/// transform asked where the view is (`frame(in: .global)` or a named space), the scroll views around
/// place this node again when they scroll, and the window's transform followers after an effect above
/// moved it.
final class GeometryChangeNode: WrapperNode, TransformFollowing {
    private let observer: any GeometryChangeObserving
    private let positionReads = PositionReadFlag()
    private var registeredWithScrollViews = false
    /// Where the node was drawn when the value was last worked out (nil before).
    private var measuredSpaces: SpaceTransforms?

    init(child: LayoutNode, observer: any GeometryChangeObserving) {
        self.observer = observer
        super.init(child: child)
    }

    override func placeChildren() {
        super.placeChildren()
        guard let graph = owner?.graph, owner?.isAttached == true else { return }
        let spaces = spaceTransforms()
        measuredSpaces = spaces
        let proxy = GeometryProxy(
            size: frame.size, safeAreaInsets: EdgeInsets(), spaces: spaces, positionReads: positionReads,
            anchorReads: AnchorReadLog())
        observer.measure(proxy, slot: ordinal, graph: graph)
        followIfReadingPosition(graph: graph)
    }

    var transformsMoved: Bool {
        guard positionReads.isSet, let measuredSpaces else { return false }
        return spaceTransforms() != measuredSpaces
    }

    private func followIfReadingPosition(graph: ViewGraph) {
        guard positionReads.isSet else { return }
        graph.pipeline.transformFollowers.add(self)
        guard !registeredWithScrollViews else { return }
        registeredWithScrollViews = true
        var ancestor = parent
        while let current = ancestor {
            (current as? ScrollViewNode)?.registerLazyStack(self)
            ancestor = current.parent
        }
    }
}

/// What a `GeometryChangeNode` reports to, whatever the value's type.
@MainActor
protocol GeometryChangeObserving: AnyObject {
    /// Works the value out from `proxy`; queues the action on `graph` when it differs from the last
    /// one of the view's node number `slot` (a modifier on a group wraps each of its views).
    func measure(_ proxy: GeometryProxy, slot: Int, graph: ViewGraph)
}

/// The closures of one `onGeometryChange` and the last value each of its views reported.
@MainActor
final class GeometryChangeObserver<Value: Equatable>: GeometryChangeObserving {
    var transform: ((GeometryProxy) -> Value)?
    var action: ((Value, Value) -> Void)?
    private var lastValues: [Int: Value] = [:]

    func measure(_ proxy: GeometryProxy, slot: Int, graph: ViewGraph) {
        guard let transform, let action else { return }
        let value = transform(proxy)
        let previous = lastValues[slot]
        if let previous, previous == value { return }
        lastValues[slot] = value
        // After the pass, with the appear and change actions: state written there is applied by the
        // next update, as a write from any action is.
        graph.enqueue { action(previous ?? value, value) }
    }
}
