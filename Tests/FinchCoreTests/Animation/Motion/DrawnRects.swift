import Foundation

@testable import FinchCore

/// The rectangles filled with `color`, where they are drawn: each through the transforms of the groups
/// around it (the bounding box of its corners).
@MainActor
func drawnRects(of color: Color, in graph: ViewGraph) -> [CGRect] {
    let target = color.resolve(in: EnvironmentValues())
    var result: [CGRect] = []
    func walk(_ items: [DisplayItem], _ transform: Transform2D) {
        for item in items {
            switch item {
            case .fill(let path, .color(let fill), _) where fill == target:
                let box = path.boundingRect
                let corners = [
                    CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                    CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY),
                ].map { transform.apply(to: $0) }
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                let minX = xs.min() ?? 0
                let minY = ys.min() ?? 0
                result.append(CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY))
            case .group(let group): walk(group.children, group.transform.concatenating(transform))
            default: break
            }
        }
    }
    walk(graph.displayList.items, .identity)
    return result
}

/// Whether two rectangles are equal to within a thousandth of a point.
func isClose(_ lhs: CGRect?, _ rhs: CGRect) -> Bool {
    guard let lhs else { return false }
    return abs(lhs.minX - rhs.minX) < 1e-3 && abs(lhs.minY - rhs.minY) < 1e-3 && abs(lhs.width - rhs.width) < 1e-3
        && abs(lhs.height - rhs.height) < 1e-3
}

/// The opacity `color`'s first fill is drawn with: the product of the groups' opacities around it.
@MainActor
func drawnOpacity(of color: Color, in graph: ViewGraph) -> Double? {
    let target = color.resolve(in: EnvironmentValues())
    func walk(_ items: [DisplayItem], _ opacity: Double) -> Double? {
        for item in items {
            switch item {
            case .fill(_, .color(let fill), _) where fill == target: return opacity
            case .group(let group):
                if let found = walk(group.children, opacity * group.opacity) { return found }
            default: break
            }
        }
        return nil
    }
    return walk(graph.displayList.items, 1)
}
