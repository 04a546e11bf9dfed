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
        let path = HitTester.path(in: root, at: point)
        // A view that takes the wheel itself (a picker's drum) takes it before the scroll views around it.
        if let wheel = path.lazy.compactMap({ $0.node as? ScrollWheelNode }).first,
            wheel.onScroll(delta)
        {
            return delta
        }
        for scroll in path.compactMap({ $0.node as? ScrollViewNode }) where scroll.isScrollEnabled {
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
