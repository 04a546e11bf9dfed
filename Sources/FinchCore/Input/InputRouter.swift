import Foundation

/// The pointer input in progress in one window: its gesture arenas (one per pointer, one for a pinch,
/// one for a rotation) and the keys held with the pointer event being handled.
@MainActor
final class InputRouter {
    enum Channel: Hashable {
        case pointer(Int)
        case magnify
        case rotate
    }

    private var arenas: [Channel: GestureArena] = [:]
    /// The keys held with the pointer event being handled (a Shift+click extends a text selection).
    var pointerModifiers: EventModifiers = []
    /// What made the pointer event being handled, and which pointer it is (a drag source reads them when
    /// a touch begins: a mouse drags by moving, a touch by holding).
    var pointerKind = PointerKind.mouse
    var pointerID = 0
    /// Arenas to cancel once the input being delivered is done: a drag session took their pointer.
    private var toCancel: [Channel] = []

    /// The earliest time an arena needs the clock to reach (a long press, a tap's time-out).
    var deadline: Double? { arenas.values.compactMap(\.deadline).min() }

    /// Starts an arena for the gestures on the path to what is under `location`, or nil when none.
    func begin(_ channel: Channel, at location: CGPoint, root: LayoutNode?) -> GestureArena? {
        let path = HitTester.path(in: root, at: location)
        var named: [AnyHashable: ProjectiveTransform] = [:]
        var found: [(handler: GestureHandler, space: CoordinateMapper, depth: Int)] = []
        // Outermost first, so a mask without `.subviews` can switch off the gestures below it; `depth`
        // counts the handlers met on the way down (only their order matters to the arena).
        var depth = 0
        /// Offers `handler` at `step`; false when its mask switches off the gestures below it.
        func offer(_ handler: GestureHandler, at step: HitStep, origin: Transform2D) -> Bool {
            depth += 1
            if handler.mask.contains(.gesture) {
                let mapper = CoordinateMapper(
                    toLocal: step.windowToNode.concatenating(origin), localSize: step.node.frame.size, named: named)
                found.append((handler, mapper, depth))
            }
            return handler.mask.contains(.subviews)
        }
        steps: for step in path.reversed() {
            let origin = Transform2D.translation(x: -step.node.frame.minX, y: -step.node.frame.minY)
            // The gestures attached around the node go first, outermost first, and do not see a coordinate
            // space the node names: they stood outside it (see `GestureAttachment`).
            for handler in step.node.attachedGestures.handlers.reversed() {
                guard offer(handler, at: step, origin: origin) else { break steps }
            }
            if let space = step.node as? CoordinateSpaceNode {
                named[space.name] = step.windowToNode.concatenating(origin)
            }
            let own: GestureHandler
            if let gesture = step.node as? GestureNode {
                own = gesture.handler
            } else if let scroll = step.node as? ScrollViewNode, !scroll.axes.isEmpty {
                own = scroll.state.panHandler
            } else {
                continue
            }
            guard offer(own, at: step, origin: origin) else { break }
        }
        let high = found.filter { $0.handler.priority == .high }
        let normal = found.filter { $0.handler.priority == .normal }.reversed()
        let simultaneous = found.filter { $0.handler.priority == .simultaneous }
        let ranked = high + normal + simultaneous
        guard !ranked.isEmpty else { return nil }
        let arena = GestureArena(gestures: ranked)
        arenas[channel] = arena
        return arena
    }

    func arena(for channel: Channel) -> GestureArena? { arenas[channel] }

    /// True while some touch, pinch or rotation still has gestures deciding or running.
    var hasOpenArena: Bool { !arenas.isEmpty }

    /// Cancels `channel`'s arena after the input being delivered (cancelling it from inside a gesture's
    /// callback would re-enter the arena).
    func cancelAfterDelivery(_ channel: Channel) {
        toCancel.append(channel)
    }

    /// Cancels the arenas a drag took, then forgets arenas whose gestures are all done.
    func sweep() {
        let cancelling = toCancel
        toCancel.removeAll()
        for channel in cancelling { arenas[channel]?.cancel() }
        arenas = arenas.filter { !$0.value.isFinished }
    }

    func fireDeadlines(at time: Double) {
        for arena in arenas.values { arena.fire(at: time) }
        sweep()
    }
}
