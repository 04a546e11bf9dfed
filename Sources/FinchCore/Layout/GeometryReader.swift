import Foundation
import Synchronization

/// A container that takes all the space offered and tells its content that size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let content = self.content
        // The content is built at placement, when the size is known; until then it keeps its nodes.
        inputs.node.keepChildren()
        let reader = GeometryReaderNode(inputs: inputs.outsideStack) { proxy, inner in
            inner.build(content(proxy), identity: .index(0))
        }
        return ViewOutputs([reader], assembly: .custom(reader))
    }
}

/// Builds its content during placement, when its own size and position are known.
final class GeometryReaderNode: LayoutNode, OutputAssembler, TransformFollowing {
    private let inputs: ViewInputs
    private let makeContent: (GeometryProxy, ViewInputs) -> [LayoutNode]
    private var contentNodes: [LayoutNode] = []
    /// The safe area's insets at the reader's edges, set by a `.safeAreaInset` or `.safeAreaPadding`
    /// around it before it is placed; zero elsewhere (a Finch window has no insets of its own).
    var safeAreaInsets = EdgeInsets()

    init(inputs: ViewInputs, makeContent: @escaping (GeometryProxy, ViewInputs) -> [LayoutNode]) {
        self.inputs = inputs
        self.makeContent = makeContent
        super.init(displayScale: inputs.environment.displayScale)
    }

    override var children: [LayoutNode] { contentNodes }

    /// The whole proposal; an unspecified dimension becomes 10 pt, as for shapes (pinned by a test).
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The frame the content was last built for, and where it was drawn then (through the effects and
    /// scroll offsets above, in the window and the named spaces); nil until built.
    private var builtFrame: CGRect?
    private var builtSafeAreaInsets = EdgeInsets()
    private var builtSpaces: SpaceTransforms?
    /// Set once the content asked where the reader is (`frame(in: .global)` or a named space): a
    /// scroll then moves what it sees, so it is built again when a scroll view around it scrolls.
    let positionReads = PositionReadFlag()
    /// Whether the scroll views around have been asked to place this reader again when they scroll.
    private var registeredWithScrollViews = false

    var readsPosition: Bool { positionReads.isSet }
    /// The anchors the content resolved when it was last built (`proxy[anchor]`), and where they were.
    private let anchorReads = AnchorReadLog()
    /// Whether what the content built depends on where the reader is drawn: it asked for its frame in
    /// the window or a named space, or resolved an anchor (in the reader's space).
    private var followsTransforms: Bool { readsPosition || !anchorReads.isEmpty }
    /// The layout pass this reader was last placed in (`PipelineOwner.placementPass`).
    private var placedPass = -1

    override func placeChildren() {
        // A read since the last placement (a view inside evaluated on its own) counts from now on.
        registerIfReadingPosition()
        placedPass = owner?.graph.pipeline.placementPass ?? -1
        let offer = ProposedViewSize(frame.size)
        // Where the reader is drawn, only worked out (a walk up the tree) when the content asked.
        let spaces = followsTransforms ? spaceTransforms() : nil
        // Same frame, same content: the content's nodes are current (a view inside that changed on its
        // own replaced them through `contentChanged`), so building again would only evaluate it again.
        if let builtFrame, builtFrame == frame, builtSafeAreaInsets == safeAreaInsets,
            spaces == nil || spaces == builtSpaces, !anchorReads.anyMoved
        {
            for node in contentNodes { node.place(at: frame.origin, proposal: offer) }
            return
        }
        // A reader whose view was unmounted builds nothing (its stored inputs' node is gone).
        guard let element = owner, element.isAttached else { return }
        let drawn = spaces ?? spaceTransforms()
        builtFrame = frame
        builtSafeAreaInsets = safeAreaInsets
        builtSpaces = drawn
        anchorReads.removeAll()
        let proxy = GeometryProxy(
            size: frame.size, safeAreaInsets: safeAreaInsets, spaces: drawn, positionReads: positionReads,
            anchorReads: anchorReads)
        let make = makeContent
        // This layout's transaction, not the one of the evaluation that made this node: a change
        // animated later must animate the content the same way.
        var current = inputs
        current.transaction = element.effectiveTransaction()
        contentNodes = element.graph.performLayoutCallback {
            element.rebuildChildren({ make(proxy, $0) }, inputs: current)
        }
        registerIfReadingPosition()
        anchorReads.register(self)
        for node in contentNodes {
            node.parent = self
            node.place(at: frame.origin, proposal: offer)
        }
    }

    /// Whether an effect, a scroll offset or a named space above moved the reader since its content was
    /// built from where it was (asked only once the content read that).
    var transformsMoved: Bool {
        guard let builtSpaces, followsTransforms else { return false }
        return spaceTransforms() != builtSpaces
    }

    /// Content that reads where the reader is depends on scrolling and on the effects above: the scroll
    /// views around place the reader again when they scroll, the window's transform followers after any
    /// placement that moved it (see `TransformFollowers`), and it builds its content again when it moved.
    private func registerIfReadingPosition() {
        if followsTransforms { owner?.graph.pipeline.transformFollowers.add(self) }
        guard !registeredWithScrollViews, readsPosition else { return }
        registeredWithScrollViews = true
        var ancestor = parent
        while let current = ancestor {
            (current as? ScrollViewNode)?.registerLazyStack(self)
            ancestor = current.parent
        }
    }

    /// A view whose anchor the content resolved was placed elsewhere (by `node`, during this layout).
    /// Not placed yet in this pass (the usual case: an overlay's layer is placed after its content), the
    /// reader and the nodes between it and the placement under way are marked, so this pass places it
    /// and it builds again. Placed already, the pass runs once more. Moved in the step after the pass
    /// (a matched view's content placed in its gliding frame), nothing above is being placed: the
    /// reader is marked up to the root and placed by one more pass.
    func anchorMoved(by node: LayoutNode) {
        guard let pipeline = owner?.graph.pipeline else { return }
        if placedPass == pipeline.placementPass {
            pipeline.requestRelayout(of: self)
            return
        }
        if !pipeline.isPlacingFromRoot {
            pipeline.requestPlacement(of: self)
            return
        }
        var placing = Set<ObjectIdentifier>()
        var ancestor: LayoutNode? = node
        while let current = ancestor {
            placing.insert(ObjectIdentifier(current))
            ancestor = current.parent
        }
        setNeedsPlacement { placing.contains(ObjectIdentifier($0)) }
    }

    /// A view inside re-evaluated on its own: its new nodes are the content.
    func assemble(from node: ViewNode) -> [LayoutNode] {
        contentChanged(node.children.flatMap(\.outputs))
        return [self]
    }

    /// A view inside re-evaluated on its own; its new nodes are placed at the next layout.
    func contentChanged(_ nodes: [LayoutNode]) {
        contentNodes = nodes
        for node in nodes { node.parent = self }
        invalidateLayout()
    }
}

/// The size and coordinate spaces of a `GeometryReader`, passed to its content.
///
/// Nonisolated, as SwiftUI's: a value the reader makes when it places its content, holding what its
/// members answer (the named spaces around the reader included), so nonisolated helpers read it without
/// reaching into the main-actor layout tree.
public struct GeometryProxy {
    public let size: CGSize
    /// The insets of the safe area at the reader's edges: what a `.safeAreaInset` or `.safeAreaPadding`
    /// around it reserves (a Finch window has no notch or bars of its own, so zero elsewhere).
    public let safeAreaInsets: EdgeInsets
    /// Where the reader's coordinates are drawn in the window and in the named spaces around it.
    let spaces: SpaceTransforms
    /// Set when the content asks where the reader is; the reader sees it when it is next placed.
    let positionReads: PositionReadFlag
    /// The anchors the content resolved (`self[anchor]`), for the reader to follow their views.
    let anchorReads: AnchorReadLog

    /// The reader's frame in a coordinate space: its own (`.local`), the window's, or a named ancestor's
    /// (the window's when no ancestor has that name).
    ///
    /// As SwiftUI's, it goes through the geometry effects between the two spaces: an `.offset` moves
    /// it, a `.scaleEffect` scales it about its anchor, a `.rotationEffect` makes it the box around the
    /// turned frame; `.local` is the reader's own bounds whatever is around it. Mid-animation it has
    /// the effect's value on the frame it is read (the reader builds its content again on each frame).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            positionReads.set()
            return ViewPlacement(size: size, transform: spaces.toWindow).frame
        case .named(let name):
            positionReads.set()
            let space = spaces.named.first { $0.name == name }
            return ViewPlacement(size: size, transform: space?.transform ?? spaces.toWindow).frame
        }
    }
}

/// Whether a reader's content asked for its position: set from any thread through the content's
/// `GeometryProxy`, read by the reader's node on the main actor.
final class PositionReadFlag: Sendable {
    private let value = Atomic<Bool>(false)

    func set() { value.store(true, ordering: .relaxed) }

    var isSet: Bool { value.load(ordering: .relaxed) }
}

/// A coordinate system views can measure frames in.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// Names a coordinate space whose origin is its child's frame origin.
final class CoordinateSpaceNode: WrapperNode {
    let name: AnyHashable

    init(child: LayoutNode, name: AnyHashable) {
        self.name = name
        super.init(child: child)
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _NodeModifier> {
        let key = AnyHashable(name)
        return wrapped(("coordinateSpace", key)) { node, _ in CoordinateSpaceNode(child: node, name: key) }
    }
}
