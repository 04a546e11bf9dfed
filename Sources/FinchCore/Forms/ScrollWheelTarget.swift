import Foundation

/// A node that takes the mouse wheel over its content (a picker's drum), before any scroll view
/// around it: `ViewGraph.scroll(at:by:)` offers it the delta first.
final class ScrollWheelNode: WrapperNode {
    /// Takes a wheel delta (points; positive height scrolls down); true when taken.
    let onScroll: @MainActor (CGSize) -> Bool

    init(child: LayoutNode, onScroll: @escaping @MainActor (CGSize) -> Bool) {
        self.onScroll = onScroll
        super.init(child: child)
    }
}

extension View {
    /// Gives this view the wheel and touchpad scrolls made over it (true from `action`: taken, so no
    /// scroll view around it scrolls).
    func onScrollWheel(_ action: @escaping @MainActor (CGSize) -> Bool) -> some View {
        wrapped(nil) { node, _ in ScrollWheelNode(child: node, onScroll: action) }
    }
}
