import Foundation

/// What a page's navigation bar knows of the page's primary scroll view (its first vertical
/// `ScrollView`, a `List`'s included), as UIKit's bar follows its content scroll view: the large title
/// sits in the room the scroll view leaves at the top of its content and scrolls away with it, and
/// the bar collapses (inline title and hairline fading in) once content is under it.
///
/// Read at layout and paint time, never in a body: scrolling re-evaluates nothing, and the large
/// title moves as the content's drawing does (a render translation).
@MainActor
final class NavigationScrollEdge: ScrollEdgeObserver {
    /// The primary scroll view's state, while it lives.
    private weak var scroll: ScrollState?
    /// The large title's block (0 when the page shows none): room at the top of the scroll content.
    private(set) var largeTitleHeight: CGFloat = 0
    /// The block under the large title that scrolls away with it (a `.searchable` field's; 0 without one).
    private(set) var headerHeight: CGFloat = 0
    /// While a search is presented the field block stays at the top of the page, the content scrolling
    /// under it.
    private(set) var isSearchPresented = false
    /// 0 at the scroll edge, 1 collapsed (content under the bar): what the inline title's and the
    /// hairline's opacity follow.
    /// Made at the first layout that reads it, so counted in that graph's census.
    private lazy var collapse = AnimatedValue(0.0, census: NodeCensus.attributing(.animation))

    /// The nodes that draw as this edge says (`scrollEdgeEffect`): they read the scroll offset at paint
    /// time, so a move marks them to draw again.
    private var painters: [WeakLayoutNode] = []

    func addPainter(_ node: LayoutNode) {
        painters.removeAll { $0.node == nil }
        painters.append(WeakLayoutNode(node))
    }

    private func paintersNeedPaint() {
        for painter in painters { painter.node?.setNeedsPaint() }
    }

    /// Nonisolated so a page can keep one in `@State`, whose initial value is made off the main actor.
    nonisolated init() {}

    /// Where the page's content starts (window points), as its layout last placed it.
    private var contentTop: CGFloat?
    /// Whether the primary scroll view was last placed at the top of the page's content, right under
    /// the bar (not below a picker, say): only then does content scroll under the bar.
    private var scrollViewAtTop = true

    /// True while the page's primary scroll view lives and starts right under the bar: it then holds
    /// the large title at the top of its content. Otherwise the page is laid out as one that does not
    /// scroll.
    var scrollsUnderBar: Bool { scrollViewAtTop && scroll?.node != nil }

    var contentInsetTop: CGFloat { scrollsUnderBar ? largeTitleHeight + headerHeight : 0 }

    func claim(_ state: ScrollState) -> Bool {
        if let scroll, scroll !== state, scroll.node != nil { return false }
        scroll = state
        return true
    }

    /// The page's title block changed (a title arrived, the display mode changed): the scroll view
    /// leaves another room and is laid out again.
    func setLargeTitleHeight(_ height: CGFloat) {
        guard height != largeTitleHeight else { return }
        largeTitleHeight = height
        paintersNeedPaint()
        // Placing the scroll view again reports its offset, so the bar collapses by the new rule.
        scroll?.node?.invalidateLayout()
    }

    /// The page's searchable field block changed (it appeared, its scopes showed): the scroll view leaves
    /// another room.
    func setHeaderHeight(_ height: CGFloat) {
        guard height != headerHeight else { return }
        headerHeight = height
        paintersNeedPaint()
        scroll?.node?.invalidateLayout()
    }

    /// The page presents a search, or no longer does.
    func setSearchPresented(_ presented: Bool) {
        guard presented != isSearchPresented else { return }
        isSearchPresented = presented
        paintersNeedPaint()
    }

    /// The page's layout placed its content with its top at `top`.
    func contentPlaced(top: CGFloat) {
        contentTop = top
    }

    func scrollViewPlaced(_ state: ScrollState, frame: CGRect, graph: ViewGraph?) {
        guard state === scroll else { return }
        if let contentTop {
            let atTop = abs(frame.minY - contentTop) < 0.5
            if atTop != scrollViewAtTop, let node = state.node {
                scrollViewAtTop = atTop
                // The page and the scroll view lay out another way: run this layout pass once more.
                graph?.pipeline.requestRelayout(of: node)
            }
        }
        scrollOffsetChanged(state, graph: graph)
    }

    /// How far the content is scrolled down now: 0 at the top, below 0 while a drag pulls the content
    /// down past its top (the rubber band, or a refresh holding it down).
    private func shownOffset(at time: Double) -> CGFloat {
        guard let scroll, scroll.node != nil else { return 0 }
        let offset = max(0, scroll.shownOffset(at: time).y) - scroll.pullShown
        return offset.isFinite ? offset : 0
    }

    /// Past this offset the bar collapses: under a large title once all but the last 10 pt of the
    /// title's block has gone under the bar (Finch's reading of "after about 10 pt of scrolling": the
    /// title's text has then left, the inline one takes over); without one as soon as content is
    /// under the bar.
    var collapseOffset: CGFloat {
        let block = largeTitleHeight + headerHeight
        return block > 0 ? max(0, block - NavigationScrollEdgeMetrics.collapseRemainder) : 0
    }

    func scrollOffsetChanged(_ state: ScrollState, graph: ViewGraph?) {
        guard state === scroll else { return }
        paintersNeedPaint()
        let time = graph?.time ?? 0
        let collapsed = scrollsUnderBar && shownOffset(at: time) > collapseOffset
        let target = collapsed ? 1.0 : 0
        // Animations start only when a window's clock is known; without one the bar jumps there.
        if collapse.setTarget(target, animation: graph == nil ? nil : NavigationScrollEdgeMetrics.fade, time: time) {
            graph?.animationStarted(collapse)
        }
    }

    /// 0 at the scroll edge … 1 collapsed, at `time` (fading between the two).
    func collapseProgress(at time: Double) -> Double {
        // A page whose scroll view went away has no content under its bar.
        guard scrollsUnderBar else { return 0 }
        return min(max(collapse.value(at: time), 0), 1)
    }

    /// How the large title's block (`frame`, where it is laid out: just under the bar) is drawn at
    /// `time`: moved up with the content, clipped at the bar's bottom edge, not drawn once under it;
    /// pulled down past the top, moved down with the content at its full size (iOS keeps the title on
    /// the content's top; it does not stretch or shrink).
    func largeTitleEffect(in frame: CGRect, at time: Double) -> RenderEffect {
        guard scrollsUnderBar else { return RenderEffect() }
        let shift = min(shownOffset(at: time), frame.height)
        if shift < 0 { return RenderEffect(transform: .translation(x: 0, y: -shift)) }
        guard shift > 0 else { return RenderEffect() }
        guard shift < frame.height else { return RenderEffect(hidden: true) }
        // The clip is in the title's own (unmoved) space: the part still below the bar's edge.
        let visible = CGRect(x: frame.minX, y: frame.minY + shift, width: frame.width, height: frame.height - shift)
        return RenderEffect(transform: .translation(x: 0, y: -shift), clip: Path(visible))
    }
}

extension NavigationScrollEdge {
    /// How the block under the large title (`frame`: laid out just under it) is drawn at `time`: moved up
    /// with the content, clipped where the bar's bottom edge is (the large title's height above its top),
    /// not drawn once under it; pulled down past the top, moved down with the content.
    func headerEffect(in frame: CGRect, at time: Double) -> RenderEffect {
        guard scrollsUnderBar, !isSearchPresented else { return RenderEffect() }
        let barEdge = frame.minY - largeTitleHeight
        let shift = min(shownOffset(at: time), largeTitleHeight + frame.height)
        if shift < 0 { return RenderEffect(transform: .translation(x: 0, y: -shift)) }
        guard shift > 0 else { return RenderEffect() }
        let visibleTop = max(frame.minY, barEdge + shift)
        guard visibleTop < frame.maxY else { return RenderEffect(hidden: true) }
        let visible = CGRect(x: frame.minX, y: visibleTop, width: frame.width, height: frame.maxY - visibleTop)
        return RenderEffect(transform: .translation(x: 0, y: -shift), clip: Path(visible))
    }
}

/// The collapse's numbers (those of one open-source iOS look-alike kit; Apple publishes none).
enum NavigationScrollEdgeMetrics {
    /// The inline title and the hairline fade in or out over about 150 ms.
    static let fade = Animation.easeInOut(duration: 0.15)
    /// The bar collapses when this much of the large title's block is left below it.
    static let collapseRemainder: CGFloat = 10
}

extension NavigationScrollEdge {
    /// What a view drawn by the scroll edge is.
    enum Part: Hashable {
        /// The large title's block: moves up with the content, clipped at the bar.
        case largeTitle
        /// The collapsed bar's inline title and hairline: fade in once content is under the bar.
        case collapsedBar
        /// The block under the large title (a search field): moves up with the content, clipped at the bar.
        case header
    }

    /// How `part`, laid out at `frame`, is drawn at `time`.
    func effect(for part: Part, in frame: CGRect, at time: Double) -> RenderEffect {
        switch part {
        case .largeTitle: return largeTitleEffect(in: frame, at: time)
        case .collapsedBar: return RenderEffect(opacity: collapseProgress(at: time))
        case .header: return headerEffect(in: frame, at: time)
        }
    }
}

extension View {
    /// Draws this view as `edge` says `part` is drawn, read at paint time (scrolling evaluates nothing).
    func scrollEdgeEffect(_ edge: NavigationScrollEdge, _ part: NavigationScrollEdge.Part) -> some View {
        wrapped(("scrollEdge", ObjectIdentifier(edge), part)) { node, inputs in
            // The graph's clock, not the graph: layout nodes must not keep the graph alive (it owns them), and a
            // weak reference would give the graph a side table, slowing every retain of it; the clock holds nothing.
            let clock = inputs.node.graph.clock
            let effectNode = EffectNode(child: node) { frame in
                edge.effect(for: part, in: frame, at: clock.time)
            }
            edge.addPainter(effectNode)
            return effectNode
        }
    }
}
