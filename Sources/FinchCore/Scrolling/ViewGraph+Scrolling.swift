import Foundation

extension ViewGraph {
    /// The scroll views under `point` (window points), innermost first, found through every transform
    /// and only where each is seen (a scroll view inside another counts only inside the outer's clip).
    func scrollNodes(at point: CGPoint) -> [ScrollViewNode] {
        HitTester.path(in: root, at: point).compactMap { $0.node as? ScrollViewNode }
    }

    /// The innermost scroll view under `point`, or nil.
    func scrollNode(at point: CGPoint) -> ScrollViewNode? {
        scrollNodes(at: point).first
    }

    /// Scrolls the innermost scroll view under `point` that scrolls along `delta` and can still move
    /// that way (an inner one at its end passes the scroll to the one around it); returns the delta
    /// applied (zero when nothing scrolled). For the wheel and touchpad, and for hosts and benchmarks
    /// outside FinchCore, which cannot see the layout nodes.
    @discardableResult
    package func scroll(at point: CGPoint, by delta: CGSize) -> CGSize {
        for scroll in scrollNodes(at: point) {
            let along = CGSize(
                width: scroll.scrolls(.horizontal) ? delta.width : 0,
                height: scroll.scrolls(.vertical) ? delta.height : 0)
            guard along != .zero else { continue }
            let applied = scroll.scroll(by: along)
            if applied != .zero { return applied }
        }
        return .zero
    }
}
