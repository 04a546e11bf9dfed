import Foundation

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
    /// True once the content asked where the reader is (`frame(in: .global)` or a named space): a
    /// scroll then moves what it sees, so it is built again when a scroll view around it scrolls.
    var readsPosition = false

    override func placeChildren() {
        let offer = ProposedViewSize(frame.size)
        let window = windowFrame
        // Same frame, same content: the content's nodes are current (a view inside that changed on its
        // own replaced them through `contentChanged`), so building again would only evaluate it again.
        if let builtFrame, builtFrame == frame, builtSafeAreaInsets == safeAreaInsets,
            !readsPosition || builtWindowFrame == window
        {
            for node in contentNodes { node.place(at: frame.origin, proposal: offer) }
            return
        }
        // A reader whose view was unmounted builds nothing (its stored inputs' node is gone).
        guard let element = owner, element.isAttached else { return }
        builtFrame = frame
        builtSafeAreaInsets = safeAreaInsets
        builtWindowFrame = window
        let proxy = GeometryProxy(size: frame.size, safeAreaInsets: safeAreaInsets, globalFrame: window, node: self)
        let make = makeContent
        // This layout's transaction, not the one of the evaluation that made this node: a change
        // animated later must animate the content the same way.
        var current = inputs
        current.transaction = element.effectiveTransaction()
        contentNodes = element.graph.performLayoutCallback {
            element.rebuildChildren({ make(proxy, $0) }, inputs: current)
        }
        for node in contentNodes {
            node.parent = self
            node.place(at: frame.origin, proposal: offer)
        }
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
public struct GeometryProxy {
    public let size: CGSize
    /// The insets of the safe area at the reader's edges: what a `.safeAreaInset` or `.safeAreaPadding`
    /// around it reserves (a Finch window has no notch or bars of its own, so zero elsewhere).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    weak var node: LayoutNode?

    /// The reader's frame in a coordinate space: its own (`.local`), the window's, or a named ancestor's.
    /// `@preconcurrency`: Swift 5 code calls it from nonisolated helpers, as seed 000's `convert(_:from:)`
    /// does (Swift 6 code must call it on the main actor, where the reader's nodes live).
    @preconcurrency @MainActor public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        if coordinateSpace != .local { readsPosition() }
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            var ancestor = node?.parent
            while let current = ancestor {
                if let space = current as? CoordinateSpaceNode, space.name == name {
                    let origin = space.windowFrame.origin
                    return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
                }
                ancestor = current.parent
            }
            return globalFrame
        }
    }

    /// The content depends on where the reader is: scroll views around it make it build again.
    @MainActor private func readsPosition() {
        guard let reader = node as? GeometryReaderNode, !reader.readsPosition else { return }
        reader.readsPosition = true
        var ancestor = reader.parent
        while let current = ancestor {
            (current as? ScrollViewNode)?.registerLazyStack(reader)
            ancestor = current.parent
        }
    }
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
