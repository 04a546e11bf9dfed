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
final class GeometryReaderNode: LayoutNode, OutputAssembler {
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

    /// The frame the content was last built for, and where it was in the window then; nil until built.
    private var builtFrame: CGRect?
    private var builtSafeAreaInsets = EdgeInsets()
    private var builtWindowFrame: CGRect?
    /// Set once the content asked where the reader is (`frame(in: .global)` or a named space): a
    /// scroll then moves what it sees, so it is built again when a scroll view around it scrolls.
    let positionReads = PositionReadFlag()
    /// Whether the scroll views around have been asked to place this reader again when they scroll.
    private var registeredWithScrollViews = false

    var readsPosition: Bool { positionReads.isSet }
    /// The anchors the content resolved when it was last built (`proxy[anchor]`), and where they were.
    private let anchorReads = AnchorReadLog()
    /// The layout pass this reader was last placed in (`PipelineOwner.placementPass`).
    private var placedPass = -1

    override func placeChildren() {
        // A read since the last placement (a view inside evaluated on its own) counts from now on.
        registerIfReadingPosition()
        placedPass = owner?.graph.pipeline.placementPass ?? -1
        let offer = ProposedViewSize(frame.size)
        let window = windowFrame
        // Same frame, same content: the content's nodes are current (a view inside that changed on its
        // own replaced them through `contentChanged`), so building again would only evaluate it again.
        if let builtFrame, builtFrame == frame, builtSafeAreaInsets == safeAreaInsets,
            !readsPosition || builtWindowFrame == window, !anchorReads.anyMoved
        {
            for node in contentNodes { node.place(at: frame.origin, proposal: offer) }
            return
        }
        // A reader whose view was unmounted builds nothing (its stored inputs' node is gone).
        guard let element = owner, element.isAttached else { return }
        builtFrame = frame
        builtSafeAreaInsets = safeAreaInsets
        builtWindowFrame = window
        anchorReads.removeAll()
        let proxy = GeometryProxy(
            size: frame.size, safeAreaInsets: safeAreaInsets, globalFrame: window, namedSpaces: namedSpaces(),
            positionReads: positionReads, anchorReads: anchorReads)
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

    /// The named coordinate spaces around the reader, innermost first, where they are in the window now.
    private func namedSpaces() -> [(name: AnyHashable, origin: CGPoint)] {
        var spaces: [(name: AnyHashable, origin: CGPoint)] = []
        // Most programs name no space: then no reader walks its ancestors for one.
        guard CoordinateSpaceNode.anyMade else { return spaces }
        var ancestor = parent
        while let current = ancestor {
            if let space = current as? CoordinateSpaceNode { spaces.append((space.name, space.windowFrame.origin)) }
            ancestor = current.parent
        }
        return spaces
    }

    /// Content that reads where the reader is depends on scrolling: the scroll views around place the
    /// reader again when they scroll, and it builds its content again when it moved.
    private func registerIfReadingPosition() {
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
    /// and it builds again. Placed already, the pass runs once more.
    func anchorMoved(by node: LayoutNode) {
        guard let pipeline = owner?.graph.pipeline else { return }
        if placedPass == pipeline.placementPass {
            pipeline.requestRelayout(of: self)
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
    let globalFrame: CGRect
    /// The named coordinate spaces around the reader, innermost first, with their origins in the window.
    let namedSpaces: [(name: AnyHashable, origin: CGPoint)]
    /// Set when the content asks where the reader is; the reader sees it when it is next placed.
    let positionReads: PositionReadFlag
    /// The anchors the content resolved (`self[anchor]`), for the reader to follow their views.
    let anchorReads: AnchorReadLog

    /// The reader's frame in a coordinate space: its own (`.local`), the window's, or a named ancestor's
    /// (the window's when no ancestor has that name).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            positionReads.set()
            return globalFrame
        case .named(let name):
            positionReads.set()
            guard let space = namedSpaces.first(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.origin.x, dy: -space.origin.y)
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

    /// Whether any node has named a space in this process (`GeometryReaderNode.namedSpaces()` skips its
    /// walk until one has).
    private(set) static var anyMade = false

    init(child: LayoutNode, name: AnyHashable) {
        self.name = name
        Self.anyMade = true
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
