import Foundation

/// What a tab bar (or a navigation page's bottom toolbar) knows of its tab's (page's) primary scroll view
/// (its first vertical `ScrollView`, a `List`'s included), as UIKit's tab bar and toolbar follow their
/// content scroll view since iOS 15: the bar is clear — no
/// background, no hairline — at the scroll edge, where no content goes on below what is shown (scrolled to
/// the end, content that fits, or a tab with no scroll view at all), and fades its background in while
/// content goes on under it.
///
/// Read at paint time (`tabBarScrollEdgeEffect`), never in a body: scrolling re-evaluates nothing.
@MainActor
final class TabBarScrollEdge {
    private weak var scroll: ScrollState?
    /// 0 clear … 1 the bar's background shown. Made at the first layout that reads it, so counted in that
    /// graph's census.
    private lazy var shown = AnimatedValue(0.0, census: NodeCensus.attributing(.animation))
    /// Whether the scroll view has reported yet: its first report sets the look without a fade.
    private var hasReported = false
    /// The nodes that draw as this edge says: a move marks them to draw again.
    private var painters: [WeakLayoutNode] = []
    /// An edge told the same as this one: a navigation page's own edge (for its bottom toolbar) forwards
    /// to its tab's, so both bars follow the page's scroll view.
    weak var forwardsTo: TabBarScrollEdge?

    /// Nonisolated so a tab bar can keep them in `@State`, whose initial value is made off the main actor.
    nonisolated init() {}

    func addPainter(_ node: LayoutNode) {
        painters.removeAll { $0.node == nil }
        painters.append(WeakLayoutNode(node))
    }

    /// Offers `state` as the tab's primary scroll view; true when it is (the first to ask, while it lives).
    func claim(_ state: ScrollState) -> Bool {
        if let scroll, scroll !== state, scroll.node != nil { return false }
        if scroll !== state { hasReported = false }
        scroll = state
        _ = forwardsTo?.claim(state)
        return true
    }

    /// The scroll view was placed or scrolled: is content left below what it shows?
    func scrollChanged(_ state: ScrollState, graph: ViewGraph?) {
        guard state === scroll else { return }
        forwardsTo?.scrollChanged(state, graph: graph)
        for painter in painters { painter.node?.setNeedsPaint() }
        let time = graph?.time ?? 0
        let below = state.contentSize.height - state.shownOffset(at: time).y - state.viewportSize.height
        let target = below > TabBarScrollEdgeMetrics.tolerance ? 1.0 : 0
        let animation = hasReported && graph != nil ? NavigationScrollEdgeMetrics.fade : nil
        hasReported = true
        if shown.setTarget(target, animation: animation, time: time), animation != nil {
            graph?.animationStarted(shown)
        }
    }

    /// How much of the bar's background shows at `time`: none once the scroll view is gone.
    func backgroundOpacity(at time: Double) -> Double {
        guard scroll?.node != nil else { return 0 }
        return min(max(shown.value(at: time), 0), 1)
    }
}

/// The tab bars' scroll edges, one per tab, made as tabs are first shown.
@MainActor
final class TabBarScrollEdges {
    private var edges: [AnyHashable: TabBarScrollEdge] = [:]

    nonisolated init() {}

    func edge(for tag: AnyHashable) -> TabBarScrollEdge {
        if let edge = edges[tag] { return edge }
        let edge = TabBarScrollEdge()
        edges[tag] = edge
        return edge
    }
}

enum TabBarScrollEdgeMetrics {
    /// Less content than this left below counts as none (rounding of the last placement).
    static let tolerance: CGFloat = 0.5
}

private struct TabBarScrollEdgeKey: EnvironmentKey {
    static var defaultValue: TabBarScrollEdge? { nil }
}

extension EnvironmentValues {
    /// The tab bar edge the first vertical scroll view below reports to (its tab's).
    var tabBarScrollEdge: TabBarScrollEdge? {
        get { self[TabBarScrollEdgeKey.self] }
        set { self[TabBarScrollEdgeKey.self] = newValue }
    }
}

extension View {
    /// Draws this view (a tab bar's background or hairline) with the opacity `edge` gives it at paint time.
    func tabBarScrollEdgeEffect(_ edge: TabBarScrollEdge) -> some View {
        wrapped(("tabBarScrollEdge", ObjectIdentifier(edge))) { node, inputs in
            let clock = inputs.node.graph.clock
            let effectNode = EffectNode(child: node, movesGeometry: false) { _ in
                RenderEffect(opacity: edge.backgroundOpacity(at: clock.time))
            }
            edge.addPainter(effectNode)
            return effectNode
        }
    }
}
