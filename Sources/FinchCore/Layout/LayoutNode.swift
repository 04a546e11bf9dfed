import Foundation

/// A view as layout sees it: it answers sizes for proposals, is placed, then paints.
///
/// Subclasses override `computeSize`, `placeChildren` and `render`. Sizes are cached per
/// proposal, so a stack probing a child at 0, ∞ and the final offer measures each once.
@MainActor
class LayoutNode {
    // `@exclusivity(unchecked)`: see docs/unsafety.md (with checks, `place` grows past inlining `snap`).
    /// The placed frame in window points (after `place`).
    @exclusivity(unchecked) private(set) var frame: CGRect = .zero
    /// The proposal this node was placed with.
    @exclusivity(unchecked) private(set) var placedProposal: ProposedViewSize = .unspecified
    let displayScale: CGFloat
    /// The node this one was last placed in. Unowned, not weak: a weak reference gives every parent a
    /// side table, which sends all its retains and releases down the slow path (a third of layout
    /// time). It is safe because a node is only reached through its parent while both are in the
    /// tree, and every new parent adopts its children (sets this) before the old parent goes away.
    unowned(safe) var parent: LayoutNode? {
        didSet {
            parentIdentity = parent.map(ObjectIdentifier.init)
            // A dirty node keeps its ancestors dirty (what lets `setNeedsPaint` stop early).
            if needsPaint, let parent { parent.setNeedsPaint() }
        }
    }
    /// Which node `parent` is, readable without following the link (see `deinit`).
    private var parentIdentity: ObjectIdentifier?
    /// The view that made this node and its number among that view's nodes (for animations); nil once
    /// that view node is gone (through `LayoutOwnerLink`, not a weak reference to the view node).
    var owner: ViewNode? {
        get { ownerLink?.node }
        set { ownerLink = newValue?.layoutOwnerLink }
    }
    @exclusivity(unchecked) private var ownerLink: LayoutOwnerLink?
    @exclusivity(unchecked) var ordinal = 0
    @exclusivity(unchecked) private var frameAnimation: AnimatedValue<AnimatableVector>?
    /// The node this one was first placed in, when that one was gliding: a new view has no frame to
    /// glide from, so it moves with that node (SwiftUI places a new view inside its moving parent).
    /// Weak: only such nodes pay for it.
    @exclusivity(unchecked) private weak var motionParent: LayoutNode?
    /// Recent sizes, by proposal; the oldest entry is overwritten once full.
    ///
    /// Unchecked exclusivity: only `sizeThatFits` and `invalidateLayout` touch the cache, on the main
    /// actor, never while another access to it is open (the loop reads a copy); the runtime check cost
    /// a tenth of layout time.
    ///
    /// The first entry is kept in the node itself: most nodes are only ever asked one proposal, and an
    /// array reserved for all of them was an allocation per node (and the largest part of its memory).
    @exclusivity(unchecked) private var firstSize: SizeCacheEntry?
    @exclusivity(unchecked) private var sizeCache: [SizeCacheEntry] = []
    @exclusivity(unchecked) private var sizeCacheNext = 0
    /// Entries after the first.
    private static let sizeCacheCapacity = 7

    /// The census of the graph that made this node (nil only where a debug build's check failed).
    let census: NodeCensus?

    /// Which node this is, for the display groups it draws: taken from a process-wide counter when the
    /// node is made and never reused, so a node made where a freed one lived is never taken for it
    /// (an address would be, and frames would be compared against the wrong group).
    let paintID: UInt64
    private static var lastPaintID: UInt64 = 0
    /// `paintID` as a display group's identity.
    var paintIdentity: Int { Int(truncatingIfNeeded: paintID) }

    /// A display group identity no node has or will have, for a group drawn by something other than a
    /// node (a drag's preview).
    static func reservePaintIdentity() -> Int {
        lastPaintID &+= 1
        return Int(truncatingIfNeeded: lastPaintID)
    }

    /// The gestures of the gesture modifiers applied right around this node, innermost first (see
    /// `GestureAttachment`): hit testing finds them here, as it would have found a wrapper node for each.
    var attachedGestures = AttachedGestures.none

    /// What `renderTree` appended last time, while it still holds (see `PaintWalk`).
    private var paintCache: [DisplayItem]?
    /// True until painted, and again once anything this node or a descendant draws changes; always
    /// true on the ancestors of a node where it is true.
    private(set) var needsPaint = true

    init(displayScale: CGFloat) {
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        Self.lastPaintID &+= 1
        paintID = Self.lastPaintID
        census = NodeCensus.attributing(.layoutNode)
        census?.layoutNodeMade(self)
    }

    /// A child kept by a view that outlives this container (a lazy stack or scroll view inside content
    /// rebuilt around it) must not be left pointing here: following the link would read a dead node.
    isolated deinit {
        let identity = ObjectIdentifier(self)
        for child in children where child.parentIdentity == identity { child.parent = nil }
        // Accessibility properties live beside the nodes; a window that never set any skips this.
        if AccessibilityStore.isInUse { AccessibilityStore.forget(identity) }
        census?.layoutNodeFreed(identity)
    }

    /// The nodes laid out inside this one, for traversal (hit testing, text look-up).
    var children: [LayoutNode] { [] }

    /// The order among its siblings this node is drawn in (`.zIndex`): higher over lower, siblings of
    /// one order in tree order. Set on the modified view's nodes; wrappers around them pass it on.
    var ownZIndex: Double = 0 {
        didSet {
            guard ownZIndex != oldValue else { return }
            if ownZIndex != 0 { Self.zIndexWasSet = true }
            setNeedsPaint()
        }
    }
    var zIndex: Double { ownZIndex }

    /// Whether any layout node in the process was ever given a z-index. Until one is, every node's
    /// `zIndex` is 0 and children are drawn as they are, without asking each of them (which a long
    /// stack's paint would otherwise do for every row, every time one row changes).
    private(set) static var zIndexWasSet = false

    /// Whether the first child is drawn after the others, over them (a page's bar over its content, which
    /// may extend under it), while it stays first for everything else (focus moves in reading order).
    var drawsFirstChildLast: Bool { false }

    /// The children in the order they are drawn: by `zIndex` when some child has one, else as they are
    /// (the first moved to the end when `drawsFirstChildLast`).
    final var paintOrderChildren: [LayoutNode] {
        var children = children
        if drawsFirstChildLast, children.count > 1 { children.append(children.removeFirst()) }
        guard Self.zIndexWasSet, children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
    }

    /// How eager this node is to take space in a stack (`layoutPriority`). Fixed for the node's life,
    /// as `spacerMinLength` is: wrappers read their child's once, when made.
    var layoutPriority: Double { 0 }

    /// The spacer's minimum length along a stack's axis, or nil when this is not a spacer.
    var spacerMinLength: CGFloat? { nil }

    /// A value set with `layoutValue(key:value:)` on this view, for custom layouts.
    func layoutValue<Key: LayoutValueKey>(_ key: Key.Type) -> Key.Value? { nil }

    /// The size this node chooses for `proposal`; cached, never NaN or negative.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let clean = proposal.sanitized
        let width = clean.width ?? -1
        let height = clean.height ?? -1
        // A loop, not `first(where:)`: the closure would be main-actor isolated, and Swift checks the
        // executor each time such a closure runs (a third of layout time in FinchBenchmarks).
        if let entry = firstSize, entry.width == width, entry.height == height { return entry.size }
        for entry in sizeCache where entry.width == width && entry.height == height { return entry.size }
        let size = computeSize(clean).sanitized
        let entry = SizeCacheEntry(width: width, height: height, size: size)
        if firstSize == nil {
            firstSize = entry
        } else if sizeCache.count < Self.sizeCacheCapacity {
            if sizeCache.isEmpty { sizeCache.reserveCapacity(Self.sizeCacheCapacity) }
            sizeCache.append(entry)
        } else {
            sizeCache[sizeCacheNext] = entry
            sizeCacheNext = (sizeCacheNext + 1) % Self.sizeCacheCapacity
        }
        return size
    }

    /// Chooses a size; `proposal` is already sanitized (no NaN, no negatives).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// False once placed, until something inside changes (`invalidateLayout`).
    private var needsPlacement = true

    /// Places this node with its top-leading corner at `origin` (window points), sized for `proposal`.
    ///
    /// A node placed again where it was, with the same proposal and nothing changed inside, keeps
    /// its whole subtree as it is: layout is redone only for what changed.
    final func place(at origin: CGPoint, proposal: ProposedViewSize) {
        let clean = proposal.sanitized
        place(at: origin, clean: clean, size: sizeThatFits(clean))
    }

    /// The same, where `size` is this node's `sizeThatFits(proposal)`, already asked by the caller.
    final func place(at origin: CGPoint, proposal: ProposedViewSize, measured size: CGSize) {
        place(at: origin, clean: proposal.sanitized, size: size)
    }

    private func place(at origin: CGPoint, clean: ProposedViewSize, size: CGSize) {
        let newFrame = snap(CGRect(origin: origin, size: size))
        // Compared field by field, here: `CGRect.==` is a call into Foundation.
        let same =
            newFrame.origin.x == frame.origin.x && newFrame.origin.y == frame.origin.y
            && newFrame.size.width == frame.size.width && newFrame.size.height == frame.size.height
        if !needsPlacement, same, clean == placedProposal { return }
        frame = newFrame
        placedProposal = clean
        needsPlacement = false
        setNeedsPaint()
        updateFrameAnimation()
        placeChildren()
    }

    /// Whether the node has been gliding to a new frame (its own move, or its container's).
    var isMoving: Bool { frameAnimation != nil || motionParent != nil }

    /// Whether the node's own frame is still on its way to where it was placed at `time`.
    final func isGliding(at time: Double) -> Bool {
        frameAnimation?.isRunning(at: time) ?? false
    }

    /// Draws this node, which no view owns (so no frame of its own glides), where `parent` is drawn
    /// while `parent` glides to its frame.
    final func follow(_ parent: LayoutNode) { motionParent = parent }

    /// Where the node is drawn now: its frame, or a frame on its way there while a move animates.
    var displayFrame: CGRect {
        if let frameAnimation, let graph = owner?.graph {
            let own = CGRect(frameAnimation.value(at: graph.time))
            // Inside a gliding geometry group the glide is the node's move within the group, drawn where
            // the group is drawn.
            guard GeometryGroupNode.isInUse, let group = motionParent as? GeometryGroupNode else { return own }
            let shown = group.displayFrame
            return own.offsetBy(dx: shown.minX - group.frame.minX, dy: shown.minY - group.frame.minY)
        }
        guard let motionParent else { return frame }
        let shown = motionParent.displayFrame
        let placed = motionParent.frame
        return frame.offsetBy(dx: shown.minX - placed.minX, dy: shown.minY - placed.minY)
    }

    /// Hands the placed frame to the owner; a change in an animated transaction glides.
    ///
    /// Frames are remembered per owner and ordinal as plain rectangles; an animation (and its
    /// allocation) exists only for frames that moved in an animated transaction.
    func updateFrameAnimation() {
        guard let owner, frame.width.isFinite, frame.height.isFinite else { return }
        let previous = owner.placedFrame(ordinal)
        owner.setPlacedFrame(frame, ordinal: ordinal)
        guard let previous, previous != frame else {
            if frameAnimation == nil, owner.hasFrameAnimations { frameAnimation = owner.frameAnimation(ordinal) }
            // A new node inside a container that is gliding moves with it (checked without the
            // transaction: cheap for the many nodes a scrolled lazy stack makes).
            if previous == nil, let parent, parent.isMoving { motionParent = parent }
            return
        }
        motionParent = nil
        var from = previous
        // Inside a gliding geometry group the group animates its own move: this node moves with it and
        // glides only by what it moved within the group (`GeometryGroupNode`).
        if GeometryGroupNode.isInUse, let group = movingGeometryGroup(at: owner.graph.time) {
            motionParent = group
            let shift = group.placementShift
            from = previous.offsetBy(dx: shift.x, dy: shift.y)
            frameAnimation = nil
            owner.dropFrameAnimation(ordinal)
            guard from != frame else { return }
        }
        let existing = owner.frameAnimation(ordinal)
        guard existing != nil || owner.graph.build.frameChangesMayAnimate else { return }
        let transaction = owner.effectiveTransaction()
        guard existing != nil || (transaction.animation != nil && !transaction.disablesAnimations) else { return }
        frameAnimation = owner.animatedFrame(ordinal, from: from, to: frame, transaction: transaction)
    }

    /// How far the scroll views around this node move its drawing: frames are in content space (as
    /// if unscrolled), and a point of this node is drawn at frame point − this.
    var scrollTranslation: CGPoint {
        var total = CGPoint.zero
        var ancestor = parent
        while let current = ancestor {
            if let scroll = current as? ScrollViewNode {
                let offset = scroll.contentTranslation
                total.x += offset.x
                total.y += offset.y
            }
            ancestor = current.parent
        }
        return total
    }

    /// The frame in window points: `frame` moved by the scroll views around it.
    var windowFrame: CGRect {
        let shift = scrollTranslation
        return frame.offsetBy(dx: -shift.x, dy: -shift.y)
    }

    /// Drops cached sizes of this node only (benchmarks measure a full layout pass with it).
    func clearSizeCache() {
        firstSize = nil
        sizeCache.removeAll(keepingCapacity: true)
        sizeCacheNext = 0
        needsPlacement = true
    }

    /// Takes `node`'s placed frame without laying anything out (for views drawn while leaving).
    func adoptFrame(of node: LayoutNode) {
        frame = node.frame
        placedProposal = node.placedProposal
        setNeedsPaint()
    }

    /// Places children inside `frame`; called after `frame` is set.
    func placeChildren() {}

    /// The node's alignment guides for a given size; override to add explicit guides.
    func dimensions(in size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size)
    }

    /// The explicit guides `dimensions(in:)` may report; override along with it.
    var explicitGuides: ExplicitGuides { [] }

    /// Whether `explicitGuides` stays what it is now for this node's life: true unless a stack below
    /// can gain or lose text (its children are replaced), so that wrappers can keep their child's.
    var explicitGuidesAreFixed: Bool { true }

    /// `dimensions(in:)`, without calling it when the node has no explicit guides.
    final func guideDimensions(in size: CGSize) -> ViewDimensions {
        explicitGuides.isEmpty ? ViewDimensions(size: size) : dimensions(in: size)
    }

    /// The position of `guide` in this node at `size`; `dimensions(in:)` runs only if it may have a value.
    final func guide(_ guide: HorizontalAlignment, in size: CGSize) -> CGFloat {
        explicitGuides.mayContain(guide) ? dimensions(in: size)[guide] : guide.defaultValue(ViewDimensions(size: size))
    }

    final func guide(_ guide: VerticalAlignment, in size: CGSize) -> CGFloat {
        explicitGuides.mayContain(guide) ? dimensions(in: size)[guide] : guide.defaultValue(ViewDimensions(size: size))
    }

    /// Appends what this node paints, in window points.
    func render(into items: inout [DisplayItem]) {
        for child in paintOrderChildren { child.renderTree(into: &items) }
    }

    /// Views leaving the tree, by the layout node they are drawn before (their old next sibling's) and
    /// after (their ancestor's); set while a display list is made.
    @exclusivity(unchecked) static var leavingBefore: [ObjectIdentifier: [LeavingView]] = [:]
    @exclusivity(unchecked) static var leavingAfter: [ObjectIdentifier: [LeavingView]] = [:]

    /// Views leaving just before this node, this node's items, then views leaving right after it (what
    /// containers call for a child).
    final func renderTree(into items: inout [DisplayItem]) {
        if !Self.leavingBefore.isEmpty, let views = Self.leavingBefore.removeValue(forKey: ObjectIdentifier(self)) {
            for view in views { view.render(into: &items) }
        }
        if PaintWalk.usesCaches { renderCached(into: &items) } else { render(into: &items) }
        guard !Self.leavingAfter.isEmpty, let views = Self.leavingAfter.removeValue(forKey: ObjectIdentifier(self))
        else { return }
        for view in views { view.render(into: &items) }
    }

    /// This node's items from the last paint when nothing it draws changed since (its subtree is not
    /// walked), else drawn again and kept for the next paint, unless drawing read something that moves
    /// by itself (a running animation): then it is drawn again next time too.
    private func renderCached(into items: inout [DisplayItem]) {
        if !needsPaint, let paintCache {
            // Appended to nothing, the cached array is shared, not copied.
            if items.isEmpty { items = paintCache } else { items.append(contentsOf: paintCache) }
            return
        }
        PaintWalk.visitedCount += 1
        let outerVolatile = PaintWalk.isVolatile
        let outerNode = PaintWalk.current
        PaintWalk.isVolatile = false
        PaintWalk.current = self
        let start = items.count
        render(into: &items)
        let volatile = PaintWalk.isVolatile || paintsEveryFrame
        PaintWalk.isVolatile = outerVolatile || volatile
        PaintWalk.current = outerNode
        if volatile {
            paintCache = nil
        } else {
            paintCache = start == 0 ? items : Array(items[start...])
            needsPaint = false
        }
    }

    /// True for nodes whose drawing follows state that does not mark them (a text field's caret and
    /// selection): they are drawn every frame.
    var paintsEveryFrame: Bool { false }

    /// Marks what this node draws as changed: it and its ancestors draw again at the next paint.
    ///
    /// - Complexity: O(ancestors not yet marked).
    final func setNeedsPaint() {
        var node: LayoutNode? = self
        while let current = node, !current.needsPaint {
            current.needsPaint = true
            node = current.parent
        }
    }

    /// Rounds a rectangle to device pixels, as SwiftUI snaps its results.
    func snap(_ rect: CGRect) -> CGRect {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite else { return rect }
        let scale = displayScale
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(rect.minX)
        let minY = round(rect.minY)
        let width = rect.width.isFinite ? max(0, round(rect.minX + rect.width) - minX) : rect.width
        let height = rect.height.isFinite ? max(0, round(rect.minY + rect.height) - minY) : rect.height
        return CGRect(x: minX, y: minY, width: width, height: height)
    }

    /// Rounds a length up to whole device pixels (text and images never get cut).
    func ceilToPixels(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return ((value * displayScale) - 0.001).rounded(.up) / displayScale
    }

    /// Asks for placement again, here and up the tree, keeping every cached size (a scroll moved
    /// content inside this node; nothing changed size).
    func setNeedsPlacement() {
        var node: LayoutNode? = self
        while let current = node {
            current.needsPlacement = true
            current.needsPaint = true
            node = current.parent
        }
    }

    /// Asks for placement again here and up the tree until an ancestor for which `stop` is true (one
    /// being placed now, which will place the rest), keeping every cached size.
    func setNeedsPlacement(until stop: (LayoutNode) -> Bool) {
        var node: LayoutNode? = self
        while let current = node, !stop(current) {
            current.needsPlacement = true
            current.needsPaint = true
            node = current.parent
        }
    }

    /// Drops cached sizes from here up to `ancestor` (not its own, which it is working out now), for a
    /// node whose size depends on that ancestor's size (`containerRelativeFrame` in a scroll view).
    func invalidateLayout(below ancestor: LayoutNode) {
        var node: LayoutNode? = self
        while let current = node, current !== ancestor {
            current.forgetSize()
            node = current.parent
        }
        ancestor.needsPlacement = true
        setNeedsPaint()
    }

    /// Drops cached sizes, here and up the tree, after this node's content changed.
    func invalidateLayout() {
        forgetSize()
        needsPaint = true
        parent?.invalidateLayout()
    }

    /// Drops this node's cached sizes and asks for it to be placed again.
    private func forgetSize() {
        firstSize = nil
        sizeCache.removeAll()
        sizeCacheNext = 0
        needsPlacement = true
    }
}

/// A cached size: a sanitized proposal, nil dimensions stored as -1 (proposals are never negative),
/// so a look-up compares plain doubles.
private struct SizeCacheEntry {
    var width: CGFloat
    var height: CGFloat
    var size: CGSize
}
