import FinchTesting
import Foundation

@testable import FinchCore

/// Scrolling as input will do it: find the scroll view under a point, scroll it, draw.
/// (A test-target helper, so it cannot clash with `TestWindow` input the input work adds.)
extension TestWindow {
    @discardableResult
    func scroll(at point: CGPoint, by delta: CGSize) -> CGSize {
        render()
        let applied = graph.scroll(at: point, by: delta)
        render()
        return applied
    }

    /// The offset of the front-most scroll view under `point`.
    func scrollOffset(at point: CGPoint) -> CGPoint? {
        render()
        return graph.scrollNode(at: point)?.contentOffset
    }

    /// Where text `string` is drawn now (animated frames included), in window points: its frames moved
    /// by the groups' transforms around it (a scroll view draws its content through a translation).
    func drawnFrames(ofText string: String) -> [CGRect] {
        var result: [CGRect] = []
        func walk(_ items: [DisplayItem], _ transform: Transform2D) {
            for item in items {
                switch item {
                case .text(let run) where run.layout.string == string:
                    let origin = transform.apply(to: run.frame.origin)
                    result.append(CGRect(origin: origin, size: run.frame.size))
                case .group(let group): walk(group.children, group.transform.concatenating(transform))
                default: break
                }
            }
        }
        walk(displayList.items, .identity)
        return result
    }
}
