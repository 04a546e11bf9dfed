import Foundation

/// Marks a view that takes secondary (right) clicks: the innermost one under the pointer is told where
/// the click went down, in window points (a context menu opens there).
final class SecondaryClickNode: WrapperNode {
    let action: @MainActor (CGPoint) -> Void

    init(child: LayoutNode, action: @escaping @MainActor (CGPoint) -> Void) {
        self.action = action
        super.init(child: child)
    }
}

extension View {
    /// Runs `action` with the window location of a secondary click on this view (package API: what
    /// `.contextMenu` and a menu's outside catcher build on).
    package func onSecondaryClick(_ action: @escaping @MainActor (CGPoint) -> Void) -> some View {
        wrapped(nil) { node, _ in SecondaryClickNode(child: node, action: action) }
    }
}

extension ViewGraph {
    /// A non-primary button: a secondary press goes to the innermost view under it that takes secondary
    /// clicks; its moves and release, and the middle button, go nowhere. True when a view took it.
    func handleSecondaryClick(_ event: PointerEvent) -> Bool {
        guard event.button == .secondary, event.phase == .began else { return false }
        let path = HitTester.path(in: root, at: event.location)
        guard let target = path.lazy.compactMap({ $0.node as? SecondaryClickNode }).first else { return false }
        target.action(event.location)
        return true
    }
}
