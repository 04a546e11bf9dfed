import Foundation

/// A view with `matchedGeometryEffect`: a source registers its frame; a new source whose id another
/// view that is going away had, in an animated transaction, glides from that view's frame to its own,
/// and the leaving view is drawn morphing toward it; a view that is not the source is drawn in the
/// source's frame.
///
/// Frames are matched in drawing, not in layout: the content is laid out at its own frame and drawn
/// scaled and moved into the matched one (see docs/architecture.md, Animation).
final class MatchedGeometryNode: WrapperNode {
    let key: MatchedGeometryRegistry.Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    private let registry: MatchedGeometryRegistry
    /// The view whose shown frame this one is drawn in: the new view with its id, while this one
    /// leaves (a source), or the source (not a source).
    private weak var followed: MatchedGeometryNode?
    /// True while the node glides from a matched view's frame: its content, new, moves with it at its
    /// laid-out size (see `motionParent`), so it is scaled to the shown frame here. After another move
    /// the content animates its own frames and needs no scaling.
    private var glidesFromMatch = false
    /// How far the leaving view being drawn is moved with its anchor (`LeavingView`): a leaving view
    /// drawn in another's frame takes that frame as it is, so it cancels the move.
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
        glidesFromMatch = false
        if isSource, let owner {
            let previous = registry.entry(for: key)
            if owner.placedFrame(ordinal) == nil, let previous, let old = previous.node, old !== self,
                !old.isPresent, frame.width.isFinite, frame.height.isFinite
            {
                owner.setPlacedFrame(properties.rect(frame, matching: previous.frame, anchor: anchor), ordinal: ordinal)
                glidesFromMatch = true
                old.followed = self
                old.setNeedsPaint()
            }
            registry.register(self, for: key, frame: frame)
        }
        super.updateFrameAnimation()
    }

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

    /// The rectangle the content is drawn in: its own shown frame, or the matched view's.
    private var matchedFrame: CGRect? {
        if isSource {
            guard let followed, followed.isPresent else { return nil }
            let shift = Self.leavingShift
            return properties.rect(displayFrame, matching: followed.displayFrame, anchor: anchor)
                .offsetBy(dx: -shift.width, dy: -shift.height)
        }
        guard let source = registry.entry(for: key)?.node, source !== self, source.isPresent else { return nil }
        return properties.rect(displayFrame, matching: source.displayFrame, anchor: anchor)
    }

    override func render(into items: inout [DisplayItem]) {
        let shown = displayFrame
        // Where the content is drawn: at the shown origin with its laid-out size while it moves with
        // this node, else in the shown frame (its nodes animate their own frames).
        let drawn = glidesFromMatch ? CGRect(origin: shown.origin, size: frame.size) : shown
        guard let target = matchedFrame ?? (glidesFromMatch ? shown : nil), target != drawn, drawn.width > 0,
            drawn.height > 0, target.width.isFinite, target.height.isFinite
        else {
            child.renderTree(into: &items)
            return
        }
        var inner: [DisplayItem] = []
        child.renderTree(into: &inner)
        guard !inner.isEmpty else { return }
        let transform = Transform2D.translation(x: -drawn.minX, y: -drawn.minY)
            .concatenating(.scale(x: target.width / drawn.width, y: target.height / drawn.height))
            .concatenating(.translation(x: target.minX, y: target.minY))
        items.append(
            .group(DisplayGroup(transform: transform, bounds: drawn, children: inner, identity: paintIdentity)))
    }
}
