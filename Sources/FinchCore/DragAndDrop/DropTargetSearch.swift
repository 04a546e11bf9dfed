import Foundation

/// Finds the drop target under a drag: the innermost view on the hit path whose types the drag offers and
/// which takes it (a delegate's `validateDrop`, asked once each time the drag comes over it).
@MainActor
enum DropTargetSearch {
    static func find(at location: CGPoint, in root: LayoutNode?, for session: DragSession)
        -> (target: DropTarget, location: CGPoint)?
    {
        var onPath: Set<ObjectIdentifier> = []
        var found: (target: DropTarget, location: CGPoint)?
        for step in HitTester.path(in: root, at: location) {
            guard let node = step.node as? DropNode, node.target.accepts(session.items) else { continue }
            let target = node.target
            let key = ObjectIdentifier(target)
            onPath.insert(key)
            let toOwn = step.windowToNode.concatenating(
                Transform2D.translation(x: -node.frame.minX, y: -node.frame.minY))
            let local = toOwn.apply(to: location) ?? location
            if target === session.target {
                found = (target, local)
                break
            }
            let takes =
                session.validated[key]
                ?? target.validate(DropInfo(location: local, items: session.items, isPerforming: false))
            session.validated[key] = takes
            if takes {
                found = (target, local)
                break
            }
        }
        // A view the drag has left is asked again when the drag comes back.
        session.validated = session.validated.filter { onPath.contains($0.key) }
        return found
    }
}
