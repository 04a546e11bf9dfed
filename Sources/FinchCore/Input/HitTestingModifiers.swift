import Foundation

/// Gives its content a hit-test shape: a point inside the shape touches the view (its subviews
/// first), a point outside does not, whatever the content draws there.
final class ContentShapeNode: WrapperNode {
    let shape: @MainActor (CGRect) -> Path
    let eoFill: Bool

    init(child: LayoutNode, eoFill: Bool, shape: @escaping @MainActor (CGRect) -> Path) {
        self.shape = shape
        self.eoFill = eoFill
        super.init(child: child)
    }

    func contains(_ point: CGPoint) -> Bool {
        let frame = displayFrame
        guard frame.width.isFinite, frame.height.isFinite else { return false }
        return shape(CGRect(origin: .zero, size: frame.size)).contains(
            CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), eoFill: eoFill)
    }
}

/// Turns hit testing off for its content (`allowsHitTesting(false)`): touches pass through.
final class HitTestingNode: WrapperNode {
    let enabled: Bool

    init(child: LayoutNode, enabled: Bool) {
        self.enabled = enabled
        super.init(child: child)
    }
}

extension View {
    /// Makes `shape` in this view's frame the area that receives touches (`Rectangle()`: the whole
    /// frame, gaps included).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(("contentShape", shape, eoFill)) { node, _ in
            ContentShapeNode(child: node, eoFill: eoFill) { shape.path(in: $0) }
        }
    }

    /// With false, this view and its subviews let touches pass through to what is behind them.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(("allowsHitTesting", enabled)) { node, _ in HitTestingNode(child: node, enabled: enabled) }
    }
}
