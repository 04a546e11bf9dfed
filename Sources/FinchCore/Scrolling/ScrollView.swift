import Foundation

/// A scrollable view: its content is laid out unconstrained along the scroll axes and shown
/// through the view's frame, moved by the scroll offset.
///
/// Several content views are stacked in a `VStack`, as SwiftUI does. The offset is kept in the
/// view's graph node, so it survives re-evaluation; see `ScrollViewNode` for layout and drawing.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let state = inputs.node.stored(ScrollState.self) { ScrollState() }
        state.refresh = axes.contains(.vertical) ? inputs.environment.refresh : nil
        var inner = inputs.outsideStack
        inner.environment.enclosingScrollAxes = axes
        // What scrolls inside a list row is not the row: its links draw no chevron (a category row's
        // pictures), as in SwiftUI. Written only then, so other scroll views keep their environment.
        if inner.environment.isInListRow { inner.environment.isInListRow = false }
        state.targetBehavior = inputs.environment.scrollTargetBehavior
        state.horizontalSizeClass = inputs.environment.horizontalSizeClass
        state.dismissesKeyboard = inputs.environment.scrollDismissesKeyboardMode
        // Geometry observers are this scroll view's, not those of scroll views inside.
        state.geometryObservers = inputs.environment.scrollGeometryObservers
        if !state.geometryObservers.isEmpty { inner.environment.scrollGeometryObservers = [] }
        state.phaseObservers = inputs.environment.scrollPhaseObservers
        if !state.phaseObservers.isEmpty { inner.environment.scrollPhaseObservers = [] }
        state.viewNode = inputs.node
        // The default anchor is this scroll view's, not that of scroll views inside.
        state.defaultAnchor = inputs.environment.defaultScrollAnchor
        if state.defaultAnchor != nil { inner.environment.defaultScrollAnchor = nil }
        // Settling is this scroll view's, not that of scroll views inside.
        if state.targetBehavior != nil { inner.environment.scrollTargetBehavior = nil }
        if let observer = inputs.environment.primaryScrollObserver {
            // Only the outermost scroll view of a page reports (a carousel inside a list does not).
            inner.environment.primaryScrollObserver = nil
            if axes.contains(.vertical), observer.claim(state) { state.edgeObserver = observer }
        }
        if let edge = inputs.environment.tabBarScrollEdge {
            inner.environment.tabBarScrollEdge = nil
            if axes.contains(.vertical), edge.claim(state) { state.tabBarEdge = edge }
        }
        // Drags scroll through the gesture arena (the scroll view's own pan recognizer), so a child's
        // gesture can take the touch first; nothing is added to the content.
        let contentNodes = inner.build(content, identity: .index(0))
        let showsIndicators = showsIndicators && inputs.environment.showsScrollIndicators(along: axes)
        let node: ScrollViewNode
        if let existing = state.node {
            node = existing
            node.update(axes: axes, showsIndicators: showsIndicators, content: contentNodes)
        } else {
            node = ScrollViewNode(
                axes: axes, showsIndicators: showsIndicators, state: state, content: contentNodes,
                displayScale: inputs.environment.displayScale)
            state.node = node
        }
        // `.scrollDisabled(true)`: drags and the wheel pass it by; the content is laid out as before.
        node.isScrollEnabled = inputs.environment.isScrollEnabled
        node.verticalBounce = inputs.environment.verticalScrollBounceBehavior
        let margins = (inputs.environment.scrollContentMargins, inputs.environment.scrollIndicatorMargins)
        if margins != (node.contentMargins, node.indicatorMargins) {
            (node.contentMargins, node.indicatorMargins) = margins
            node.invalidateLayout()
        }
        if node.clipsContent == inputs.environment.isScrollClipDisabled {
            node.clipsContent = !inputs.environment.isScrollClipDisabled
            node.setNeedsPaint()
        }
        return ViewOutputs([node], assembly: .custom(node))
    }
}

extension ScrollView: GraphComparable {
    func isGraphEqual(to other: Self) -> Bool {
        return other.axes == axes && other.showsIndicators == showsIndicators
            && ValueEquality.areEqual(typed: content, other.content)
    }
}

private struct EnclosingScrollAxesKey: EnvironmentKey {
    static let defaultValue: Axis.Set = []
}

extension EnvironmentValues {
    /// The axes of the nearest enclosing `ScrollView` (lazy stacks are lazy only along them).
    var enclosingScrollAxes: Axis.Set {
        get { self[EnclosingScrollAxesKey.self] }
        set { self[EnclosingScrollAxesKey.self] = newValue }
    }
}
