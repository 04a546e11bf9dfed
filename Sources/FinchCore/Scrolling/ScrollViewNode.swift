import Foundation

/// The layout node of a `ScrollView`: it takes the whole proposal, lays its content out
/// unconstrained along the scroll axes, and draws it clipped and moved by the scroll offset.
///
/// Scrolling moves the content's drawing, not its layout: the content is placed as if unscrolled (in
/// content space) and drawn through a translation by the offset, so a scrolled frame lays nothing out
/// again but the lazy stacks inside, which build the rows that come into view. Drags scroll through
/// the gesture arena (`ScrollPanRecognizer`); the wheel through `scroll(by:)`.
final class ScrollViewNode: LayoutNode, OutputAssembler {
    private(set) var axes: Axis.Set
    private(set) var showsIndicators: Bool
    /// False under `.scrollDisabled(true)`: a drag or the wheel does not scroll it (a drag along its
    /// axes fails, so a scroll view around it may take the touch); `scrollTo` still moves it.
    var isScrollEnabled = true
    /// `.scrollBounceBehavior` along the vertical axis, the only one Finch rubber-bands (at the top).
    var verticalBounce = ScrollBounceBehavior.automatic
    /// False under `.scrollClipDisabled()`: the content is drawn past the bounds.
    var clipsContent = true
    /// `.contentMargins` around the content (it starts inside them and scrolls under them), and around
    /// the indicators' tracks.
    var contentMargins = EdgeInsets()
    var indicatorMargins = EdgeInsets()
    let state: ScrollState
    private(set) var content: LayoutNode
    /// True when `content` is the `VStack` put around several content views.
    private var contentIsImplicitStack = false
    /// The proposal at the last measurement (unspecified dimensions as 0), for a lazy stack's
    /// first pass before this node has been placed.
    private(set) var lastProposal: ProposedViewSize = .unspecified
    /// Lazy stacks inside, which must be placed again when the offset moves (they build what shows).
    private var lazyStacks: [WeakLayoutNode] = []

    /// Indicator geometry and colour (pinned by `ScrollViewTests.indicators`).
    static let indicatorThickness: CGFloat = 3
    static let indicatorInset: CGFloat = 3
    static let indicatorColor = RGBA(red: 0, green: 0, blue: 0, opacity: 0.35)
    /// How long the indicators stay after the content stops, the last `indicatorFade` of it fading (Finch's
    /// numbers: UIKit does not publish its own).
    static let indicatorLinger: Double = 0.5
    static let indicatorFade: Double = 0.25

    init(axes: Axis.Set, showsIndicators: Bool, state: ScrollState, content: [LayoutNode], displayScale: CGFloat) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.state = state
        let stacked = Self.stacked(content, displayScale: displayScale)
        self.content = stacked.node
        self.contentIsImplicitStack = stacked.isImplicit
        super.init(displayScale: displayScale)
        self.content.parent = self
        state.panHandler.isScrollPan = true
        state.panHandler.make = { [weak self] sink in
            let recognizer = ScrollPanRecognizer(
                axes: self?.isScrollEnabled == true ? self?.axes ?? [] : [],
                scroll: { [weak self] delta in self?.pan(by: delta) },
                ended: { [weak self] velocity in self?.panEnded(velocity: velocity) })
            recognizer.output = { sink($0.map { _ in () }) }
            return recognizer
        }
    }

    private static func stacked(_ nodes: [LayoutNode], displayScale: CGFloat) -> (node: LayoutNode, isImplicit: Bool) {
        if nodes.count == 1, let only = nodes.first { return (only, false) }
        return (LayoutContainerNode(layout: VStackLayout(), children: nodes, displayScale: displayScale), true)
    }

    override var children: [LayoutNode] { [content] }

    /// New parameters or content after the view was evaluated again (or its content re-assembled).
    func update(axes: Axis.Set, showsIndicators: Bool, content nodes: [LayoutNode]) {
        var changed = axes != self.axes || showsIndicators != self.showsIndicators
        self.axes = axes
        self.showsIndicators = showsIndicators
        if contentIsImplicitStack, nodes.count != 1, let stack = content as? LayoutContainerNode<VStackLayout> {
            if !Self.same(stack.childNodes, nodes) {
                stack.replaceChildren(nodes)
                changed = true
            }
        } else if nodes.count == 1, nodes[0] === content {
            // Unchanged.
        } else {
            let stacked = Self.stacked(nodes, displayScale: displayScale)
            content = stacked.node
            contentIsImplicitStack = stacked.isImplicit
            content.parent = self
            changed = true
        }
        // Even unchanged, the offset may have moved (`scrollTo`): place again.
        if changed { invalidateLayout() } else { setNeedsPlacement() }
    }

    /// The content re-assembled after a view inside it changed on its own.
    func assemble(from node: ViewNode) -> [LayoutNode] {
        update(axes: axes, showsIndicators: showsIndicators, content: node.children.flatMap(\.outputs))
        return [self]
    }

    private static func same(_ lhs: [LayoutNode], _ rhs: [LayoutNode]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in lhs.indices where lhs[index] !== rhs[index] { return false }
        return true
    }

    // MARK: Layout

    /// The content is offered nothing along the scroll axes and the proposal across them.
    /// Across them, the content margins are taken off.
    func contentOffer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - margins(.horizontal)) },
            height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins(.vertical)) })
    }

    /// The content margins before and after the content along `axis`.
    private func margins(_ axis: Axis) -> CGFloat {
        axis == .horizontal
            ? contentMargins.leading + contentMargins.trailing : contentMargins.top + contentMargins.bottom
    }

    /// Insets of the safe area the scroll view extends into (`.safeAreaInset`, `.safeAreaPadding` around
    /// it): its content starts inside them and scrolls under what is drawn there. Set by that modifier's
    /// node before it places the scroll view.
    var safeAreaInsets = EdgeInsets()

    /// Room left above the content for what a page draws there (its large title) and for the safe area's
    /// top inset, scrolled with it.
    private var topInset: CGFloat {
        guard scrolls(.vertical) else { return 0 }
        let safe = safeAreaInsets.top.isFinite ? max(0, safeAreaInsets.top) : 0
        guard let inset = state.edgeObserver?.contentInsetTop, inset.isFinite else { return safe }
        return max(0, inset) + safe
    }

    /// Room below the content for the safe area's bottom inset, so the last row can scroll clear of it.
    private var bottomInset: CGFloat {
        guard scrolls(.vertical), safeAreaInsets.bottom.isFinite else { return 0 }
        return max(0, safeAreaInsets.bottom)
    }

    /// The whole proposal; an unspecified dimension takes the content's ideal size (pinned by a test).
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if proposal != lastProposal { containerProposalChanged() }
        lastProposal = proposal
        let contentSize = content.sizeThatFits(contentOffer(proposal))
        return CGSize(
            width: proposal.width ?? contentSize.width + margins(.horizontal),
            height: proposal.height ?? contentSize.height + margins(.vertical) + topInset + bottomInset)
    }

    override func placeChildren() {
        if placedProposal != lastProposal {
            containerProposalChanged()
            lastProposal = placedProposal
        }
        let offer = contentOffer(placedProposal)
        let inset = topInset
        let extra = inset + bottomInset + margins(.vertical)
        let extraWidth = margins(.horizontal)
        let size = content.sizeThatFits(offer)
        state.contentSize = CGSize(width: size.width + extraWidth, height: size.height + extra)
        state.viewportSize = frame.size
        state.offset = clamped(anchoredOffset ?? state.offset)
        var origin = contentOrigin(contentSize: size)
        origin.y += inset
        content.place(at: origin, proposal: offer)
        // A lazy stack may have measured rows it had only estimated; its new size is used from the
        // next layout on (it asked for one), but clamping already uses it.
        let measured = content.sizeThatFits(offer)
        if measured != size {
            state.contentSize = CGSize(width: measured.width + extraWidth, height: measured.height + extra)
            state.offset = clamped(anchoredOffset ?? state.offset)
        }
        // Where it is decides whether it is under a page's bar; clamping may have moved the offset.
        state.edgeObserver?.scrollViewPlaced(state, frame: frame, graph: owner?.graph)
        state.tabBarEdge?.scrollChanged(state, graph: owner?.graph)
        reportGeometry()
    }

    /// The geometry `.onScrollGeometryChange` is given: the content's own size, its insets (margins,
    /// the safe area's and a large title's room) and the offset shown, counted from the insets' edge.
    var geometry: ScrollGeometry {
        let top = topInset + contentMargins.top
        let insets = EdgeInsets(
            top: top, leading: contentMargins.leading, bottom: bottomInset + contentMargins.bottom,
            trailing: contentMargins.trailing)
        let size = CGSize(
            width: state.contentSize.width - insets.leading - insets.trailing,
            height: state.contentSize.height - insets.top - insets.bottom)
        let shown = contentTranslation
        return ScrollGeometry(
            contentOffset: CGPoint(x: shown.x - insets.leading, y: shown.y - insets.top), contentSize: size,
            contentInsets: insets, containerSize: frame.size)
    }

    /// Moves to `phase`, queuing the `.onScrollPhaseChange` actions (after the pass: they may write state).
    private func enter(_ phase: ScrollPhase) {
        let old = state.phase
        guard old != phase else { return }
        state.phase = phase
        // The indicators' opacity reads the phase: what was painted with the old one is stale.
        setNeedsPaint()
        guard let graph = owner?.graph else { return }
        for observer in state.phaseObservers {
            guard let action = observer.action else { continue }
            graph.enqueue { action(old, phase) }
        }
    }

    /// Tells the `.onScrollGeometryChange` observers, which queue their actions when their value changed.
    private func reportGeometry() {
        guard !state.geometryObservers.isEmpty, let graph = owner?.graph else { return }
        let geometry = geometry
        for observer in state.geometryObservers { observer.measure(geometry, graph: graph) }
    }

    /// The offset `.defaultScrollAnchor` asks for with the content's size now (its anchor's fraction of
    /// the overflow on each scroll axis), while it is followed; nil otherwise.
    private var anchoredOffset: CGPoint? {
        guard let anchor = state.defaultAnchor, state.followsDefaultAnchor else { return nil }
        let x = anchor.x.isFinite ? anchor.x : 0
        let y = anchor.y.isFinite ? anchor.y : 0
        return CGPoint(x: x * maximumOffset(.horizontal), y: y * maximumOffset(.vertical))
    }

    /// Content starts at the top-leading corner along the scroll axes (the offset moves its drawing,
    /// not its frame) and is centred across them (as SwiftUI centres content narrower than a
    /// vertical scroll view).
    /// The content margins' leading and top edges come first; it is centred between them.
    private func contentOrigin(contentSize size: CGSize) -> CGPoint {
        var origin = CGPoint(x: frame.minX + contentMargins.leading, y: frame.minY + contentMargins.top)
        for axis in [Axis.horizontal, .vertical] where !scrolls(axis) {
            origin[axis] += (frame.size[axis] - margins(axis) - size[axis]) / 2
        }
        return origin
    }

    func scrolls(_ axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }

    /// The largest offset along `axis`: how far the content overflows the viewport.
    func maximumOffset(_ axis: Axis) -> CGFloat {
        guard scrolls(axis) else { return 0 }
        let overflow = state.contentSize[axis] - state.viewportSize[axis]
        return overflow.isFinite ? max(0, overflow) : 0
    }

    /// `offset` kept within 0…(content − viewport) on each scroll axis, 0 on the others.
    func clamped(_ offset: CGPoint) -> CGPoint {
        var result = CGPoint.zero
        for axis in [Axis.horizontal, .vertical] {
            let value = offset[axis].isFinite ? offset[axis] : 0
            result[axis] = min(max(value, 0), maximumOffset(axis))
        }
        return result
    }

    // MARK: The API input uses

    /// The scroll offset now (the content point at the viewport's top-leading corner).
    var contentOffset: CGPoint { state.offset }

    /// The part of the content that shows, in content space (the content's own, unscrolled frames).
    var visibleRect: CGRect { frame.offsetBy(dx: contentTranslation.x, dy: contentTranslation.y) }

    /// The offset shown now: how far the content's drawing is moved (up and left) from its frames.
    var contentTranslation: CGPoint {
        let offset = state.shownOffset(at: owner?.graph.time ?? 0)
        let pull = state.pullShown
        return pull == 0 ? offset : CGPoint(x: offset.x, y: offset.y - pull)
    }

    /// A lazy stack (or a geometry reader that reads its position) inside asks to be placed again
    /// whenever the offset moves.
    func registerLazyStack(_ node: LayoutNode) {
        guard !lazyStacks.contains(where: { $0.node === node }) else { return }
        lazyStacks.removeAll { $0.node == nil }
        lazyStacks.append(WeakLayoutNode(node))
    }

    /// Views inside sized from this scroll view's visible size (`containerRelativeFrame`).
    /// Made when the first registers (most scroll views have none).
    private var containerRelativeNodes: ContainerRelativeNodes?

    func registerContainerRelative(_ node: LayoutNode) {
        if containerRelativeNodes == nil { containerRelativeNodes = ContainerRelativeNodes() }
        containerRelativeNodes?.add(node)
    }

    /// The size a `containerRelativeFrame` inside is relative to: what this scroll view was last offered,
    /// less the safe area's insets it keeps at its top and bottom; nil where it was offered nothing.
    var visibleSize: (width: CGFloat?, height: CGFloat?) {
        let top = safeAreaInsets.top.isFinite ? max(0, safeAreaInsets.top) : 0
        let bottom = safeAreaInsets.bottom.isFinite ? max(0, safeAreaInsets.bottom) : 0
        return (lastProposal.width, lastProposal.height.map { max(0, $0 - top - bottom) })
    }

    /// The content's sizes were cached for offers that leave out the scroll axes, so a view inside sized
    /// from this scroll view's size would keep an old size: those views forget theirs.
    private func containerProposalChanged() {
        containerRelativeNodes?.containerResized(below: self)
    }

    /// The offset moved: the drawing is moved (a new frame is needed) and lazy stacks build what shows.
    private func contentMoved() {
        setNeedsPaint()
        for lazy in lazyStacks { lazy.node?.setNeedsPlacement() }
        owner?.graph.setNeedsDisplay()
        state.edgeObserver?.scrollOffsetChanged(state, graph: owner?.graph)
        state.tabBarEdge?.scrollChanged(state, graph: owner?.graph)
        reportGeometry()
    }

    /// Scrolls by `delta` (positive moves the content up / left, showing what lies below / to the
    /// right), clamped to the content; returns the delta actually applied. Nothing is laid out
    /// again but lazy stacks inside; the host is asked for a frame.
    @discardableResult
    func scroll(by delta: CGSize) -> CGSize {
        let old = state.offset
        let wanted = CGPoint(
            x: old.x + (delta.width.isFinite ? delta.width : 0), y: old.y + (delta.height.isFinite ? delta.height : 0))
        let new = clamped(wanted)
        let applied = CGSize(width: new.x - old.x, height: new.y - old.y)
        if applied != .zero, !state.isDragging { scrollStarted() }
        if applied != .zero || state.offsetAnimation != nil {
            _ = state.move(to: new, animation: nil, time: owner?.graph.time ?? 0, census: census)
            if applied != .zero { showIndicators() }
            contentMoved()
            // The wheel: each step comes to rest where it leaves the offset, and a target behaviour
            // settles it once the wheel is still.
            if !state.isDragging {
                reportPositionAfterPlacement()
                if applied != .zero { wheelStepped(by: applied) }
            }
        }
        return applied
    }

    /// A drag's move: it scrolls; in a vertical scroll view at its top, a pull down draws the content
    /// further down instead (iOS's rubber band, and a refreshable view's pull), and pushing back up
    /// takes the pull away first.
    private func pan(by delta: CGSize) {
        if !state.isDragging {
            scrollStarted()
            cancelWheelSettle()
        }
        state.isDragging = true
        enter(.interacting)
        guard scrolls(.vertical), !state.isRefreshing else { return _ = scroll(by: delta) }
        var delta = delta
        if delta.height < 0, state.offset.y <= 0, bounces(.vertical) {
            state.pull -= delta.height
            delta.height = 0
        } else if delta.height > 0, state.pull > 0 {
            let taken = min(state.pull, delta.height)
            state.pull -= taken
            delta.height -= taken
        }
        _ = scroll(by: delta)
        contentMoved()
    }

    /// A drag or a wheel step starts scrolling: under `.scrollDismissesKeyboard(.immediately)` a text
    /// field inside that has the focus loses it (a desktop's keyboard dismissal).
    private func scrollStarted() {
        guard state.dismissesKeyboard.kind == .immediately, let graph = owner?.graph,
            let focused = graph.focus.focused, focused[FocusTarget.self]?.textInput != nil,
            let scrollView = state.viewNode
        else { return }
        var ancestor = focused.parent
        while let node = ancestor, node !== scrollView { ancestor = node.parent }
        if ancestor != nil { graph.focus.focus(nil, in: graph) }
    }

    /// Whether a drag past the edge along `axis` rubber-bands: always, but under `.basedOnSize` only when
    /// the content overflows (content that fits then stays put, as in SwiftUI).
    private func bounces(_ axis: Axis) -> Bool {
        guard axis == .vertical, verticalBounce.kind == .basedOnSize else { return true }
        return maximumOffset(axis) > 0
    }

    /// Let go: pulled far enough in a refreshable view, the refresh runs (the content held down with
    /// the spinner until it returns); otherwise the content goes back up (at once: Finch does not
    /// animate the rubber band's return). Then it settles where its scroll target behaviour says.
    private func panEnded(velocity: CGVector) {
        state.isDragging = false
        releasePull()
        settle(velocity: velocity)
        enter(state.offsetAnimation == nil ? .idle : .animating)
        // Held still before the release, they would vanish at once: they linger from the release instead.
        showIndicators()
    }

    private func releasePull() {
        guard state.pull > 0 else { return }
        let pulledFar = state.pullShown >= RefreshMetrics.threshold
        state.pull = 0
        if pulledFar, let refresh = state.refresh {
            state.isRefreshing = true
            let state = state
            Task { @MainActor [weak self] in
                await refresh()
                state.isRefreshing = false
                self?.contentMoved()
            }
        }
        contentMoved()
    }

    /// Sets the offset (clamped), gliding there with `animation` (`ScrollViewProxy.scrollTo` in
    /// `withAnimation`); for `ScrollViewProxy`.
    func setOffset(_ offset: CGPoint, animation: Animation? = nil) {
        let graph = owner?.graph
        if let slot = state.move(to: clamped(offset), animation: animation, time: graph?.time ?? 0, census: census) {
            graph?.animationStarted(slot)
            graph?.moveEachFrame(self)
            if !state.isDragging { enter(.animating) }
        } else {
            reportPositionAfterPlacement()
        }
        contentMoved()
    }

    /// While the offset glides, lazy stacks inside are placed again every frame.
    func animationFrame() -> Bool {
        guard let animation = state.offsetAnimation else { return indicatorsLinger() }
        guard animation.isRunning(at: owner?.graph.time ?? 0) else {
            state.offsetAnimation = nil
            contentMoved()
            reportPositionAfterPlacement()
            if !state.isDragging { enter(.idle) }
            return indicatorsLinger()
        }
        showIndicators(gliding: true)
        contentMoved()
        return true
    }

    /// The content moved by a person or a glide: the indicators show, and go on showing for a while (told
    /// each frame until then; a glide is told already, and may not join the list it is being told from).
    private func showIndicators(gliding: Bool = false) {
        guard let graph = owner?.graph else { return }
        state.indicatorsShownUntil = graph.time + Self.indicatorLinger
        if !gliding { graph.moveEachFrame(self) }
    }

    /// After the content stopped: repaints the fading indicators each frame; false once they are gone.
    private func indicatorsLinger() -> Bool {
        setNeedsPaint()
        return (owner?.graph.time ?? 0) < state.indicatorsShownUntil
    }

    /// How strongly the indicators show now: fully while dragged or gliding, fading after, then not at all.
    var indicatorOpacity: Double {
        if state.phase == .interacting || state.offsetAnimation != nil { return 1 }
        let left = state.indicatorsShownUntil - (owner?.graph.time ?? 0)
        return left <= 0 ? 0 : min(1, left / Self.indicatorFade)
    }

    // MARK: Drawing

    override func render(into items: inout [DisplayItem]) {
        let shown = displayFrame
        var inner: [DisplayItem] = []
        content.renderTree(into: &inner)
        let offset = contentTranslation
        if !inner.isEmpty {
            // The content is drawn where it was placed, moved by the offset: scrolling changes only this.
            let moved: [DisplayItem] =
                offset == .zero
                ? inner
                : [
                    .group(
                        DisplayGroup(
                            transform: .translation(x: -offset.x, y: -offset.y),
                            bounds: content.displayFrame, children: inner, identity: content.paintIdentity
                        ))
                ]
            // Under `.scrollClipDisabled()` the group only gathers the content, covering where it is drawn.
            let bounds = clipsContent ? shown : shown.union(content.displayFrame.offsetBy(dx: -offset.x, dy: -offset.y))
            items.append(
                .group(
                    DisplayGroup(
                        clip: clipsContent ? Path(shown) : nil, bounds: bounds, children: moved,
                        identity: paintIdentity)))
        }
        if state.pullShown > 0, state.refresh != nil { items += refreshSpinner(in: shown) }
        // As iOS's: only while the content moves, and for a moment after (`indicatorOpacity`).
        let opacity = indicatorOpacity
        guard showsIndicators, opacity > 0 else { return }
        var color = Self.indicatorColor
        color.opacity *= opacity
        for rect in indicatorRects(in: indicatorTrack(in: shown)) {
            items.append(
                .fill(
                    Path(roundedRect: rect, cornerRadius: Self.indicatorThickness / 2, style: .circular),
                    .color(color), eoFill: false))
        }
    }

    /// The spinner in the space a pull opens above the content: eight grey spokes, fading round the
    /// circle, drawn as more of them show as the pull grows (all of them while refreshing).
    private func refreshSpinner(in shown: CGRect) -> [DisplayItem] {
        let space = state.pullShown
        let centre = CGPoint(x: shown.midX, y: shown.minY + space / 2)
        let shownSpokes = state.isRefreshing ? 8 : min(8, Int(8 * space / RefreshMetrics.threshold))
        let radius = RefreshMetrics.spinnerRadius
        return (0..<shownSpokes).map { index in
            let angle = Double(index) / 8 * 2 * Double.pi - Double.pi / 2
            let direction = CGPoint(x: CGFloat(cos(angle)), y: CGFloat(sin(angle)))
            var path = Path()
            path.move(to: CGPoint(x: centre.x + direction.x * radius * 0.5, y: centre.y + direction.y * radius * 0.5))
            path.addLine(to: CGPoint(x: centre.x + direction.x * radius, y: centre.y + direction.y * radius))
            let opacity = 0.25 + 0.6 * Double(index) / 8
            return .stroke(
                path, .color(RGBA(red: 0.24, green: 0.24, blue: 0.26, opacity: opacity)),
                StrokeStyle(lineWidth: 2.5, lineCap: .round))
        }
    }

    /// Where the indicators run: `shown` less the indicator margins (`.contentMargins` for them).
    func indicatorTrack(in shown: CGRect) -> CGRect {
        CGRect(
            x: shown.minX + indicatorMargins.leading, y: shown.minY + indicatorMargins.top,
            width: max(0, shown.width - indicatorMargins.leading - indicatorMargins.trailing),
            height: max(0, shown.height - indicatorMargins.top - indicatorMargins.bottom))
    }

    /// A bar per overflowing axis: viewport² ÷ content long, 3 pt thick, 3 pt inside the trailing
    /// (vertical) or bottom (horizontal) edge, placed along its track in proportion to the offset.
    func indicatorRects(in shown: CGRect) -> [CGRect] {
        var rects: [CGRect] = []
        for axis in [Axis.vertical, .horizontal] where maximumOffset(axis) > 0.5 {
            let viewport = shown.size[axis]
            let length = viewport * viewport / state.contentSize[axis]
            let progress = contentTranslation[axis] / maximumOffset(axis)
            let start = progress * (viewport - length)
            let across = Self.indicatorInset + Self.indicatorThickness
            if axis == .vertical {
                rects.append(
                    CGRect(
                        x: shown.maxX - across, y: shown.minY + start, width: Self.indicatorThickness, height: length))
            } else {
                rects.append(
                    CGRect(
                        x: shown.minX + start, y: shown.maxY - across, width: length, height: Self.indicatorThickness))
            }
        }
        return rects
    }
}
