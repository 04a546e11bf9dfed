import Foundation

extension ViewGraph {
    /// The front-most scroll view under `point` (window points), for input to scroll with
    /// `ScrollViewNode.scroll(by:)`; nil when no scroll view is there.
    ///
    /// A scroll view inside another counts only where the outer one shows it (its clip).
    func scrollNode(at point: CGPoint) -> ScrollViewNode? {
        var found: ScrollViewNode?
        func walk(_ node: LayoutNode) {
            if let scroll = node as? ScrollViewNode {
                guard scroll.frame.contains(point) else { return }
                found = scroll
            }
            for child in node.children { walk(child) }
        }
        if let root { walk(root) }
        return found
    }
}

extension ViewGraph {
    /// Scrolls the front-most scroll view under `point` by `delta`; returns the delta applied
    /// (zero when no scroll view is there). For hosts and benchmarks outside FinchCore, which
    /// cannot see the layout nodes: `scrollNode(at:)` then `ScrollViewNode.scroll(by:)`.
    @discardableResult
    package func scroll(at point: CGPoint, by delta: CGSize) -> CGSize {
        scrollNode(at: point)?.scroll(by: delta) ?? .zero
    }
}
