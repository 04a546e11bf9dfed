import Finch
import FinchTesting
import Foundation

extension TestWindow {
    /// Where the symbol `name` is drawn, in window points (group transforms applied).
    func symbolFrames(_ name: String) -> [CGRect] {
        var result: [CGRect] = []
        func walk(_ items: [DisplayItem], _ transform: Transform2D) {
            for item in items {
                switch item {
                case .image(let run) where run.source == .symbol(name):
                    result.append(CGRect(origin: transform.apply(to: run.frame.origin), size: run.frame.size))
                case .group(let group): walk(group.children, group.transform.concatenating(transform))
                default: break
                }
            }
        }
        walk(displayList.items, .identity)
        return result
    }
}
