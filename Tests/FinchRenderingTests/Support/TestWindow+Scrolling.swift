import FinchTesting
import Foundation

@testable import FinchCore

/// Scrolling as input will do it: find the scroll view under a point, scroll it, draw.
/// (A test-target helper, so it cannot clash with `TestWindow` input the input work adds.)
extension TestWindow {
    @discardableResult
    func scroll(at point: CGPoint, by delta: CGSize) -> CGSize {
        render()
        guard let node = graph.scrollNode(at: point) else { return .zero }
        let applied = node.scroll(by: delta)
        render()
        return applied
    }

    /// The offset of the front-most scroll view under `point`.
    func scrollOffset(at point: CGPoint) -> CGPoint? {
        render()
        return graph.scrollNode(at: point)?.contentOffset
    }

    /// Where text `string` is drawn now (animated frames included), in window points.
    func drawnFrames(ofText string: String) -> [CGRect] {
        var result: [CGRect] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let run) where run.layout.string == string: result.append(run.frame)
                case .group(let group): walk(group.children)
                default: break
                }
            }
        }
        walk(displayList.items)
        return result
    }
}
