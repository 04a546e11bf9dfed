import Foundation

/// Marks the stack it wraps (`.scrollTargetLayout()`): the stack's children are the scroll targets of
/// the scroll view around it, for `.viewAligned` and `.scrollPosition(id:)`. Changes nothing in layout
/// or drawing.
final class ScrollTargetLayoutNode: WrapperNode {
    /// The stack's laid-out children (built rows only, for a lazy stack), found through the modifiers
    /// put on the stack before this one.
    var targetNodes: [LayoutNode] {
        var node: LayoutNode = child
        while let wrapper = node as? WrapperNode, !(wrapper is ScrollTargetLayoutNode) { node = wrapper.child }
        return node.children
    }

    /// The explicit id (a `ForEach` element's, or `.id(_:)`) of the view that made `target`, one of
    /// `targetNodes`: the nearest one above its node, below this layout's own view.
    func id(of target: LayoutNode) -> AnyHashable? {
        var view = target.owner
        while let current = view, current !== owner {
            if case .explicit(let id) = current.component { return id }
            // Not above the scroll view the target scrolls in.
            if current[ScrollState.self] != nil { return nil }
            view = current.parent
        }
        return nil
    }
}

extension View {
    /// Makes this stack's children (a lazy or an eager stack's) the scroll targets of the scroll view
    /// around it, which `.scrollTargetBehavior(.viewAligned)` aligns to and `.scrollPosition(id:)` reports.
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(("scrollTargetLayout", isEnabled)) { node, _ in
            isEnabled ? ScrollTargetLayoutNode(child: node) : node
        }
    }
}

extension ScrollViewNode {
    /// The target layouts inside this scroll view (not inside a scroll view within it).
    var targetLayouts: [ScrollTargetLayoutNode] {
        var found: [ScrollTargetLayoutNode] = []
        func walk(_ node: LayoutNode) {
            if let layout = node as? ScrollTargetLayoutNode {
                found.append(layout)
                return
            }
            if node is ScrollViewNode { return }
            for child in node.children { walk(child) }
        }
        walk(content)
        return found
    }

    /// The scroll targets inside, in content coordinates, with their ids, ordered along the main axis.
    func scrollTargets() -> [(frame: CGRect, id: AnyHashable?)] {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let origin = frame.origin
        var targets: [(frame: CGRect, id: AnyHashable?)] = []
        for layout in targetLayouts {
            for node in layout.targetNodes {
                targets.append((node.frame.offsetBy(dx: -origin.x, dy: -origin.y), layout.id(of: node)))
            }
        }
        return targets.sorted { $0.frame.origin[axis] < $1.frame.origin[axis] }
    }
}
