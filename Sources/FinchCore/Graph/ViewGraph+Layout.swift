import Foundation

/// The layout and paint phases: sizes and places the tree, then makes what it paints.
extension ViewGraph {
    /// The size the root view chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        update()
        guard let root else { return .zero }
        // Lazy rows built while measuring are this graph's.
        return withCensus { run(in: .layout) { root.sizeThatFits(proposal) } }
    }

    /// Applies pending changes and lays the view out in a window of `size`: the root is offered the size
    /// and centred in it. Appear and change actions run after placement.
    public func layout(in size: CGSize) {
        withCensus { performLayout(in: size) }
    }

    private func performLayout(in size: CGSize) {
        // Views sized from the window's size measure again: their proposals may not have changed.
        if pipeline.lastLayoutSize != size { pipeline.windowRelativeNodes.containerResized(below: nil) }
        pipeline.lastLayoutSize = size
        // Appear actions wait until the views are placed: content built at placement (a geometry
        // reader's) must be shown once as it first is, so a change made on appear animates from it.
        performUpdate()
        let afterPlacement = lifecycleActions.takeAfterPlacement()
        if root != nil { place(in: size) }
        // Views built while placing (a lazy stack's rows) may have set preferences: their readers look
        // now, and what they change is applied by the next update (the next frame).
        preferences.check()
        for action in afterPlacement { action() }
        runPendingActions()
    }

    /// Lays out a batch of changes before the next batch is applied (inside an update).
    func placeIntermediate(in size: CGSize) {
        guard root != nil else { return }
        place(in: size)
    }

    private func place(in size: CGSize) {
        guard let root else { return }
        let window = size.sanitized
        let proposal = ProposedViewSize(window)
        (root as? PresentationContainerNode)?.windowSize = window
        run(in: .layout) {
            pipeline.placeRoot(root, proposal: proposal, at: time) { fitted in
                CGPoint(
                    x: fitted.width.isFinite ? (window.width - fitted.width) / 2 : 0,
                    y: fitted.height.isFinite ? (window.height - fitted.height) / 2 : 0)
            }
        }
        endLayout()
    }

    /// Placed nodes handed their frames to their animations during placement; the layout after an
    /// update consumes the update's transaction, so a later layout for another reason (a resized
    /// window) does not animate.
    private func endLayout() {
        pipeline.hasLaidOut = true
        build.endLayout()
    }

    /// Lays the view out at exactly its size for `proposal`, top-leading at the origin.
    public func layoutToFit(_ proposal: ProposedViewSize) -> CGSize {
        withCensus { performLayoutToFit(proposal) }
    }

    private func performLayoutToFit(_ proposal: ProposedViewSize) -> CGSize {
        performUpdate()
        guard let root else { return .zero }
        run(in: .layout) {
            pipeline.placeRoot(root, proposal: proposal, at: time) { _ in .zero }
        }
        let size = run(in: .layout) { root.sizeThatFits(proposal) }
        endLayout()
        runPendingActions()
        return size
    }

    /// What the last layout paints.
    public var displayList: DisplayList {
        withCensus { run(in: .paint) { makeDisplayList() } }
    }

    private func makeDisplayList() -> DisplayList {
        displayMade()
        var items: [DisplayItem] = []
        // Views on their way out are drawn right after the ancestor they left (in its place among its
        // siblings, as SwiftUI keeps them); those whose ancestor is gone, last.
        var before: [ObjectIdentifier: [LeavingView]] = [:]
        var after: [ObjectIdentifier: [LeavingView]] = [:]
        var orphans: [LeavingView] = []
        for view in leaving where view.value.isRunning(at: time) {
            if let next = view.anchor?.nodeAfter {
                before[ObjectIdentifier(next), default: []].append(view)
            } else if let anchor = view.anchor?.currentNode {
                after[ObjectIdentifier(anchor), default: []].append(view)
            } else {
                orphans.append(view)
            }
        }
        LayoutNode.leavingBefore = before
        LayoutNode.leavingAfter = after
        // Views leaving are spliced in among the nodes' items: such a frame neither uses nor keeps them.
        let caching = before.isEmpty && after.isEmpty && orphans.isEmpty
        PaintWalk.usesCaches = caching
        PaintWalk.visitedCount = 0
        root?.renderTree(into: &items)
        PaintWalk.usesCaches = false
        PaintWalk.isVolatile = false
        PaintWalk.current = nil
        Self.lastPaintWalkCount = PaintWalk.visitedCount
        #if DEBUG
            if caching { checkPaintCaches(against: items) }
        #endif
        // Any whose place was not drawn this frame (no longer in the tree) go on top.
        for views in LayoutNode.leavingBefore.values { for view in views { view.render(into: &items) } }
        for views in LayoutNode.leavingAfter.values { for view in views { view.render(into: &items) } }
        LayoutNode.leavingBefore = [:]
        LayoutNode.leavingAfter = [:]
        for view in orphans { view.render(into: &items) }
        // A drag's preview goes over everything, sheets included.
        if let preview = dragPreviewItem { items.append(preview) }
        return DisplayList(items: items)
    }

    /// How many layout nodes the last display list made (by any graph) walked: nodes whose kept items
    /// could be used are not counted, nor is anything below them.
    @_spi(Testing) public internal(set) static var lastPaintWalkCount = 0

    #if DEBUG
        /// Called when a display list made from kept items differs from one drawn afresh: some change
        /// to what a node draws did not mark it (`LayoutNode.setNeedsPaint`). Debug builds check every
        /// frame, so every test checks that the kept items are current.
        @_spi(Testing) public static var paintCacheMismatchHandler: @MainActor (String) -> Void = { message in
            if ProcessInfo.processInfo.environment["FINCH_PAINT_CHECK"] == "print" {
                print(message)
            } else {
                assertionFailure(message)
            }
        }

        private func checkPaintCaches(against items: [DisplayItem]) {
            var fresh: [DisplayItem] = []
            root?.renderTree(into: &fresh)
            guard fresh != items else { return }
            let kept = DisplayList(items: items).dump().split(separator: "\n")
            let drawn = DisplayList(items: fresh).dump().split(separator: "\n")
            let first = zip(kept, drawn).enumerated().first { $0.element.0 != $0.element.1 }
            let line = first?.offset ?? min(kept.count, drawn.count)
            let keptLine = line < kept.count ? String(kept[line]) : "(end)"
            let drawnLine = line < drawn.count ? String(drawn[line]) : "(end)"
            Self.paintCacheMismatchHandler(
                "Kept display items are stale at line \(line + 1):\n  kept:  \(keptLine)\n  drawn: \(drawnLine)")
        }
    #endif

    /// Where text showing exactly `string` is drawn, in window points: a `Text`, a field's prompt
    /// while the field is empty, a field's or editor's contents (`DrawnText`). Moved by the offsets,
    /// scales and rotations around it (a page sliding in, a row swiped open). Text that is not drawn is
    /// not reported: under a hidden or fully transparent view (a page covered by the one pushed over
    /// it), clipped away (a row's text swiped out of its card), scrolled out of its scroll view or
    /// outside the window. With `includingHidden`, every text laid out is reported where it is laid out.
    public func frames(ofText string: String, includingHidden: Bool = false) -> [CGRect] {
        var result: [CGRect] = []
        let window = CGRect(
            origin: .zero, size: pipeline.lastLayoutSize ?? CGSize(width: CGFloat.infinity, height: .infinity))
        func walk(_ node: LayoutNode, _ transform: Transform2D, _ visible: CGRect) {
            if includingHidden {
                if let text = node as? any DrawnText {
                    let shift = text.scrollTranslation
                    for drawn in text.drawnTexts where drawn.string == string {
                        result.append(drawn.frame.offsetBy(dx: -shift.x, dy: -shift.y))
                    }
                }
                for child in node.children { walk(child, transform, visible) }
                return
            }
            var (transform, visible) = (transform, visible)
            if let effect = node as? EffectNode {
                let resolved = effect.effect(effect.displayFrame)
                if resolved.hidden || resolved.opacity <= 0 { return }
                // A 3-D projection (a card's flip) is left out: the text is reported where it is laid out.
                if resolved.projection == nil { transform = resolved.transform.concatenating(transform) }
                if let clip = resolved.clip { visible = visible.intersection(transform.bounds(of: clip.boundingRect)) }
            }
            if let scroll = node as? ScrollViewNode {
                if scroll.clipsContent { visible = visible.intersection(transform.bounds(of: scroll.frame)) }
                let offset = scroll.contentTranslation
                transform = Transform2D.translation(x: -offset.x, y: -offset.y).concatenating(transform)
            }
            if let text = node as? any DrawnText {
                for drawn in text.drawnTexts where drawn.string == string {
                    let frame = transform.bounds(of: drawn.frame)
                    if frame.overlaps(visible) { result.append(frame) }
                }
            }
            for child in node.children { walk(child, transform, visible) }
        }
        if let root { walk(root, .identity, window) }
        return result
    }

    /// Every layout node, depth first (for tests and hit testing).
    func visit(_ body: (LayoutNode) -> Void) {
        func walk(_ node: LayoutNode) {
            body(node)
            for child in node.children { walk(child) }
        }
        if let root { walk(root) }
    }
}

extension Transform2D {
    /// The smallest rectangle holding `rect` transformed.
    func bounds(of rect: CGRect) -> CGRect {
        if isIdentity { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply(to:))
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

extension CGRect {
    /// Whether the two share some area, an empty rectangle inside `other` counting as shared (text of
    /// no width is still somewhere).
    func overlaps(_ other: CGRect) -> Bool {
        maxX >= other.minX && minX <= other.maxX && maxY >= other.minY && minY <= other.maxY
            && !(width > 0 && (maxX == other.minX || minX == other.maxX))
            && !(height > 0 && (maxY == other.minY || minY == other.maxY))
    }
}
