import Foundation

/// A view with `matchedGeometryEffect`: a source registers its frame; a new source whose id another
/// view that is going away had, in an animated transaction, glides from that view's frame to its own,
/// and the leaving view morphs toward it; a view that is not the source takes the source's frame.
///
/// Frames are matched in layout, as SwiftUI matches them: the content is proposed the matched size
/// (for `.size`) and placed in the matched frame (centred in it, as a frame of that size centres its
/// content), so a text rewraps and a shape is drawn again at each size of a glide. This node keeps
/// its own size in its parent's layout. The matched frame moves by itself while a glide runs, so the
/// registry places the content again after every layout pass (`placeMatchedContent(at:)`, from
/// `PipelineOwner.placeRoot`).
final class MatchedGeometryNode: WrapperNode {
    let key: MatchedGeometryRegistry.Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    private let registry: MatchedGeometryRegistry
    /// The new view with this one's id, whose shown frame this one takes while it leaves (a source).
    private weak var followed: MatchedGeometryNode?
    /// True once the node started gliding from a matched view's frame, until its own frame changes
    /// again: while the glide runs, its content is laid out in the shown frame.
    private var glidesFromMatch = false
    /// How far the leaving view being drawn is moved with its anchor (`LeavingView`): a leaving view
    /// laid out in another's frame takes that frame as it is, so it cancels the move.
    static var leavingShift = CGSize.zero

    init(
        child: LayoutNode, key: MatchedGeometryRegistry.Key, properties: MatchedGeometryProperties,
        anchor: UnitPoint, isSource: Bool, registry: MatchedGeometryRegistry
    ) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.registry = registry
        super.init(child: child)
    }

    isolated deinit {
        if isSource { registry.forget(key, ifNode: ObjectIdentifier(self)) }
    }

    /// A source placed for the first time takes over the id: when the view that had it is going away,
    /// this one starts where that one was (the frame animation then glides in the node's transaction).
    override func updateFrameAnimation() {
        if isSource, let owner {
            let previous = registry.entry(for: key)
            let placed = owner.placedFrame(ordinal)
            if placed == nil, let previous, let old = previous.node, old !== self, !old.isPresent,
                frame.width.isFinite, frame.height.isFinite
            {
                owner.setPlacedFrame(properties.rect(frame, matching: previous.frame, anchor: anchor), ordinal: ordinal)
                glidesFromMatch = true
                old.follow(self)
            } else if placed != frame {
                glidesFromMatch = false
            }
            registry.register(self, for: key, frame: frame)
        }
        super.updateFrameAnimation()
        if glidesFromMatch || !isSource { registry.track(self) }
    }

    /// Makes this leaving view take `node`'s shown frame from now on.
    private func follow(_ node: MatchedGeometryNode) {
        followed = node
        registry.track(self)
        setNeedsPaint()
    }

    /// New content placed in the shown frame is already where the glide puts it: it must not also
    /// move with this node (`LayoutNode.motionParent`).
    override var isMoving: Bool { glidesFromMatch ? false : super.isMoving }

    /// Whether the view is in the tree and staying (not removed, not leaving).
    var isPresent: Bool {
        var node = owner
        guard node != nil else { return false }
        while let current = node {
            if !current.isAttached || current.isLeaving { return false }
            node = current.parent
        }
        return true
    }

    /// The frame the content is laid out in at `time`, when not this node's own: the followed view's
    /// shown frame (leaving), this node's shown frame (gliding from a match), or the source's (not a
    /// source); each taken per `properties` and `anchor`.
    private func matchedFrame(at time: Double) -> CGRect? {
        if !isSource {
            guard let source = registry.entry(for: key)?.node, source !== self, source.isPresent else { return nil }
            return properties.rect(displayFrame, matching: source.displayFrame, anchor: anchor)
        }
        if let followed {
            guard followed.isPresent else { return nil }
            return properties.rect(displayFrame, matching: followed.displayFrame, anchor: anchor)
        }
        return glidesFromMatch && isGliding(at: time) ? displayFrame : nil
    }

    override func placeChildren() {
        placeContent(at: owner?.graph.time ?? 0)
    }

    /// Places the content for `time` (after a layout pass, each frame); returns whether it may be
    /// matched at a later time, so that the registry keeps asking.
    func placeMatchedContent(at time: Double) -> Bool {
        guard owner != nil else { return false }
        placeContent(at: time)
        return !isSource || followed != nil || (glidesFromMatch && isGliding(at: time))
    }

    /// Lays the content out in the matched frame: proposed its size when `.size` is matched (else what
    /// this node was proposed), centred in it and on whole pixels (a half-pixel origin would change
    /// the size by a pixel when snapped). Without a match, where this node is.
    private func placeContent(at time: Double) {
        guard let target = matchedFrame(at: time), target.minX.isFinite, target.minY.isFinite,
            target.width.isFinite, target.height.isFinite
        else {
            child.place(at: frame.origin, proposal: placedProposal)
            return
        }
        let proposal = properties.contains(.size) ? ProposedViewSize(target.size) : placedProposal
        let size = child.sizeThatFits(proposal)
        let scale = displayScale
        let origin = CGPoint(
            x: ((target.midX - size.width / 2) * scale).rounded() / scale,
            y: ((target.midY - size.height / 2) * scale).rounded() / scale)
        child.place(at: origin, proposal: proposal, measured: size)
    }

    /// A leaving view is drawn moved with its anchor (`LeavingView`); laid out in the followed view's
    /// frame, which is where it must be drawn, it is moved back by as much.
    override func render(into items: inout [DisplayItem]) {
        let shift = Self.leavingShift
        guard shift != .zero, let followed, followed.isPresent else {
            child.renderTree(into: &items)
            return
        }
        var inner: [DisplayItem] = []
        child.renderTree(into: &inner)
        guard !inner.isEmpty else { return }
        items.append(
            .group(
                DisplayGroup(
                    transform: .translation(x: -shift.width, y: -shift.height), bounds: child.displayFrame,
                    children: inner, identity: paintIdentity)))
    }
}
