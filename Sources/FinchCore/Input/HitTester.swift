import Foundation

/// One node on the path from the window's root to the touched view, with the transform that
/// takes window points into that node's (layout) coordinates.
struct HitStep {
    let node: LayoutNode
    let windowToNode: ProjectiveTransform
}

/// Finds the front-most view under a point in the last layout, through every transform on the way.
///
/// Children are tried in reverse paint order. Shapes are hit by their filled path (a stroked shape
/// by its line, at least 1 pt either side), text, images and dividers by their frames; spacers and
/// stack gaps are not hittable. Render effects are undone on the way down (offset, scale, rotation,
/// 3D projection), and so are scroll offsets; a scroll view's content is hit only inside the scroll
/// view, and the scroll view itself (empty parts of its content included) takes touches to scroll.
/// Hidden views and views at opacity 0 are not hittable, and neither are clear colours.
@MainActor
enum HitTester {
    /// The path from the touched node up to the root (innermost first), or empty.
    static func path(in root: LayoutNode?, at point: CGPoint) -> [HitStep] {
        var path: [HitStep] = []
        if let root { _ = test(root, point, .identity, &path) }
        return path
    }

    private static func test(
        _ node: LayoutNode, _ point: CGPoint, _ toNode: ProjectiveTransform, _ path: inout [HitStep]
    ) -> Bool {
        guard let local = toNode.apply(to: point) else { return false }
        let step = HitStep(node: node, windowToNode: toNode)
        switch node {
        case let gate as HitTestingNode where !gate.enabled:
            return false
        case let effect as EffectNode:
            guard let inner = inverseEffect(of: effect) else { return false }
            guard test(effect.child, point, toNode.concatenating(inner), &path) else { return false }
        case let scroll as ScrollViewNode:
            // The content is seen only through the viewport, moved by the offset.
            guard scroll.displayFrame.contains(local) else { return false }
            let offset = scroll.contentTranslation
            _ = test(scroll.content, point, toNode.concatenating(.translation(x: offset.x, y: offset.y)), &path)
        case let shape as ContentShapeNode:
            guard shape.contains(local) else { return false }
            _ = test(shape.child, point, toNode, &path)
        case let shape as ShapeNode:
            guard shapeContains(shape, local) else { return false }
        case is TextNode, is ImageNode, is DividerNode:
            guard node.displayFrame.contains(local) else { return false }
        default:
            guard node.paintOrderChildren.reversed().contains(where: { test($0, point, toNode, &path) }) else {
                return false
            }
        }
        path.append(step)
        return true
    }

    /// What undoes an effect's drawing transform (its 2D transform, then its projection), or nil when
    /// the effect makes its content untouchable (hidden, opacity 0, or collapsed to nothing).
    private static func inverseEffect(of effect: EffectNode) -> ProjectiveTransform? {
        let resolved = effect.effect(effect.displayFrame)
        // Opacity 0 is not hittable, as in SwiftUI (a view faded out takes no touches).
        guard !resolved.hidden, resolved.opacity > 0, let affine = resolved.transform.inverted else { return nil }
        // Drawing applies the 2D transform, then the projection; undoing goes the other way round.
        guard let projection = resolved.projection else { return ProjectiveTransform(affine) }
        guard let undo = projection.inverted else { return nil }
        return undo.concatenating(affine)
    }

    private static func shapeContains(_ shape: ShapeNode, _ point: CGPoint) -> Bool {
        guard !shape.style._resolvePaint(in: shape.displayFrame, environment: shape.environment).isInvisible else {
            return false
        }
        switch shape.mode {
        case .fill(let eoFill):
            return shape.outline.contains(point, eoFill: eoFill)
        case .stroke(let stroke):
            let reach = max(stroke.lineWidth / 2, 1)
            for polygon in shape.outline.polygons() {
                for index in polygon.indices {
                    let a = polygon[index]
                    let b = polygon[(index + 1) % polygon.count]
                    if distance(from: point, toSegment: a, b) <= reach { return true }
                }
            }
            return false
        }
    }

    private static func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return p.distance(to: a) }
        let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1)
        return p.distance(to: CGPoint(x: a.x + t * dx, y: a.y + t * dy))
    }
}
