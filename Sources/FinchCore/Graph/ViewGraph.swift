import Foundation

/// The live graph of a window's views: it builds them once, then re-evaluates only what changed.
///
/// The headless renderer, the test window and the GTK host all drive a view through this type:
/// `update()` evaluates invalidated views, `layout(in:)` sizes and places, `displayList` paints.
@MainActor
public final class ViewGraph {
    let services: PlatformServices
    public var environment: EnvironmentValues {
        didSet { rootNeedsEvaluation = true }
    }
    private let evaluateRoot: (BuildContext) -> [LayoutNode]
    private var rootNode: ViewNode!
    private var rootNeedsEvaluation = true
    private var invalidated: [ObjectIdentifier: ViewNode] = [:]
    private(set) var root: LayoutNode?
    private var pendingActions: [() -> Void] = []
    // `@exclusivity(unchecked)`: hot main-actor state that no code accesses while another access to it
    // is open (with checks on, the tests never trip); the runtime checks cost a tenth of layout time.
    @exclusivity(unchecked) private var bodyEvaluations: [ObjectIdentifier: Int] = [:]
    /// Called when a change needs a new frame; the host schedules one update per main-loop turn.
    public var onNeedsUpdate: (() -> Void)?

    public init<V: View>(root view: V, services: PlatformServices, environment: EnvironmentValues = EnvironmentValues())
    {
        self.services = services
        self.environment = environment
        self.evaluateRoot = { $0.build(view, identity: .index(0)) }
        self.rootNode = ViewNode(graph: self, parent: nil, component: .index(0), viewType: ObjectIdentifier(V.self))
    }

    // MARK: Updating

    /// True when a state change is waiting for `update()`.
    public var needsUpdate: Bool { rootNeedsEvaluation || !invalidated.isEmpty }

    /// Evaluates every invalidated view (parents first) and refreshes the layout tree.
    ///
    /// Changes made since the last update are handled together: one update per main-loop turn.
    public func update() {
        if rootNeedsEvaluation {
            rootNeedsEvaluation = false
            invalidated.removeAll()
            let context = BuildContext(node: rootNode, environment: environment, services: services)
            let nodes = rootNode.rebuildChildren(evaluateRoot, context: context)
            rootNode.outputs = nodes
            setRoot(nodes)
        }
        while !invalidated.isEmpty {
            let batch = invalidated.values.sorted { $0.depth < $1.depth }
            invalidated.removeAll()
            for node in batch where node.isInvalidated && node.isAttached {
                node.reevaluate()
                propagate(from: node)
            }
        }
        runPendingActions()
    }

    /// Re-assembles ancestors whose children's nodes changed, up to the root.
    private func propagate(from node: ViewNode) {
        var current = node
        while let parent = current.parent {
            guard parent.reassemble() else { return }
            current = parent
        }
        setRoot(rootNode.children.flatMap(\.outputs))
    }

    private func setRoot(_ nodes: [LayoutNode]) {
        if nodes.count == 1, let only = nodes.first {
            root = only
        } else if let container = root as? LayoutContainerNode<VStackLayout>, container.isImplicitRoot {
            container.replaceChildren(nodes)
        } else {
            // Several root views stack vertically, as SwiftUI does at a window's root.
            let container = LayoutContainerNode(
                layout: VStackLayout(), children: nodes, displayScale: environment.displayScale)
            container.isImplicitRoot = true
            root = container
        }
    }

    /// Marks a node for re-evaluation at the next update.
    func invalidate(_ node: ViewNode) {
        guard node.isAttached else { return }
        let wasIdle = !needsUpdate
        node.isInvalidated = true
        invalidated[ObjectIdentifier(node)] = node
        if wasIdle { onNeedsUpdate?() }
    }

    // MARK: Layout and painting

    /// The size the root view chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        update()
        return root?.sizeThatFits(proposal) ?? .zero
    }

    /// Lays the view out in a window of `size`: the root is offered the size and centred in it.
    public func layout(in size: CGSize) {
        update()
        guard let root else { return }
        let proposal = ProposedViewSize(size.sanitized)
        let fitted = root.sizeThatFits(proposal)
        let origin = CGPoint(
            x: fitted.width.isFinite ? (size.sanitized.width - fitted.width) / 2 : 0,
            y: fitted.height.isFinite ? (size.sanitized.height - fitted.height) / 2 : 0)
        root.place(at: origin, proposal: proposal)
        runPendingActions()
    }

    /// Lays the view out at exactly its size for `proposal`, top-leading at the origin.
    public func layoutToFit(_ proposal: ProposedViewSize) -> CGSize {
        update()
        guard let root else { return .zero }
        let size = root.sizeThatFits(proposal)
        root.place(at: .zero, proposal: proposal)
        runPendingActions()
        return size
    }

    /// What the last layout paints.
    public var displayList: DisplayList {
        var items: [DisplayItem] = []
        root?.render(into: &items)
        return DisplayList(items: items)
    }

    /// Where a `Text` showing exactly `string` was placed, in window points.
    public func frames(ofText string: String) -> [CGRect] {
        var result: [CGRect] = []
        visit { node in
            if let text = node as? TextNode, text.string == string { result.append(text.frame) }
        }
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

    // MARK: Bodies, lifecycle and counters

    /// Evaluates a body, recording what it reads so a change re-evaluates just this node.
    func evaluateBody<V: View>(of view: V, in node: ViewNode) -> V.Body {
        DynamicPropertyInstaller.install(in: view, node: node)
        return ObservationTracker.track(node: node) { view.body }
    }

    func countBodyEvaluation<V: View>(of type: V.Type) {
        bodyEvaluations[ObjectIdentifier(type), default: 0] += 1
    }

    /// How many times bodies of views of `type` were evaluated (for tests that pin fine-grained updates).
    public func debugBodyEvaluationCount<V: View>(of type: V.Type) -> Int {
        bodyEvaluations[ObjectIdentifier(type)] ?? 0
    }

    public func debugResetBodyEvaluationCounts() {
        bodyEvaluations.removeAll()
    }

    /// Runs after the current update (appear actions, change callbacks).
    func enqueue(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    private func runPendingActions() {
        while !pendingActions.isEmpty {
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { action() }
        }
    }

    func nodeAppeared(_ node: ViewNode) {}

    func nodeDisappeared(_ node: ViewNode) {
        invalidated[ObjectIdentifier(node)] = nil
    }
}
