import Foundation

/// The live graph of a window's views: it builds them once, then re-evaluates only what changed.
///
/// The headless renderer, the test window and the GTK host all drive a view through this type:
/// `update()` evaluates invalidated views, `layout(in:)` sizes and places, `displayList` paints.
@MainActor
public final class ViewGraph {
    let services: PlatformServices
    /// The graph and layout nodes of this graph alive in the process (see `NodeCensus`).
    let census = NodeCensus()
    public var environment: EnvironmentValues {
        didSet { rootNeedsEvaluation = true }
    }
    private let evaluateRoot: (ViewInputs) -> [LayoutNode]
    private var rootNode: ViewNode!
    private var rootNeedsEvaluation = true
    private var invalidated: [ObjectIdentifier: ViewNode] = [:]
    private(set) var root: LayoutNode?
    /// The root view's layout (`root` is this, or this under the presentations).
    private var contentRoot: LayoutNode?
    var contentRootNode: LayoutNode? { contentRoot }
    /// Sheets presented over the window, in the order they appeared (`ViewGraph+Presentations`).
    var presentations: [Presentation] = []
    /// Whether any view ever changed the transaction for its subtree (`.animation`, `.transaction`);
    /// until one does, a change in a transaction without animation animates nothing anywhere.
    var hasTransactionTransforms = false

    /// Whether a frame moved now may animate: cheap to ask for every node a scrolled list moves.
    var frameChangesMayAnimate: Bool { hasTransactionTransforms || currentTransaction.animation != nil }

    var presentationsChanged = false
    private var pendingActions: [() -> Void] = []
    /// Disappear actions run before appear actions, so a replaced view leaves before its successor arrives.
    private var pendingDisappearActions: [() -> Void] = []
    // `@exclusivity(unchecked)`: hot main-actor state that no code accesses while another access to it
    // is open (with checks on, the tests never trip); the runtime checks cost a tenth of layout time.
    @exclusivity(unchecked) private var bodyEvaluations: [ObjectIdentifier: Int] = [:]
    private var preferenceReaders: [(node: WeakViewNode, check: () -> Void)] = []
    private var preferencesDirty = false
    /// Called when a change needs a new frame; the host schedules one update per main-loop turn.
    public var onNeedsUpdate: (() -> Void)?
    /// The graph's clock in seconds: animations start and are sampled at this time. Hosts move it
    /// from their frame clock; the test window moves it only when a test says so.
    public var time: Double = 0
    /// Counts updates, so per-update information (transactions) can tell old from new.
    private(set) var updateCount = 0
    /// The transaction of the update in progress (the state changes' `withAnimation`, if any).
    private(set) var currentTransaction = Transaction()
    private var pendingTransaction: Transaction?
    private var runningAnimations: [ObjectIdentifier: any AnimatedSlot] = [:]
    /// Nodes whose body reads animated data (animatable modifiers): evaluated again every frame.
    private var animatingNodes: [ObjectIdentifier: (node: WeakViewNode, slot: any AnimatedSlot)] = [:]
    /// Removed views still drawn while their removal transition runs, in the order they left.
    var leaving: [LeavingView] = []
    /// The window size of the last `layout(in:)`.
    private(set) var lastLayoutSize: CGSize?
    /// Which control has keyboard focus.
    let keyboardFocus = KeyboardFocus()
    var rootViewNode: ViewNode { rootNode }
    /// The root's graph node, or nil once the graph is torn down.
    var rootViewNodeIfAny: ViewNode? { rootNode }
    /// Views still drawn while their removal transitions run.
    var leavingNodes: [ViewNode] { leaving.map(\.node) }
    /// True once `tearDown()` ran: the graph holds nothing and does nothing.
    private(set) var isTornDown = false
    /// Gestures in progress (see `ViewGraph+Input`).
    let inputRouter: InputRouter
    /// True once the window has been laid out: later insertions may run transitions.
    private(set) var hasLaidOut = false
    /// True while bodies are evaluated or views placed: changes then wait for the next update.
    private var isEvaluating = false
    /// True while `layout(in:)` runs its update: appear actions then run after placement.
    private var isLayingOut = false

    public init<V: View>(root view: V, services: PlatformServices, environment: EnvironmentValues = EnvironmentValues())
    {
        self.services = services
        self.environment = environment
        self.evaluateRoot = { $0.build(view, identity: .index(0)) }
        self.inputRouter = InputRouter()
        self.rootNode = ViewNode(graph: self, parent: nil, component: .index(0), viewType: ObjectIdentifier(V.self))
    }

    /// A graph that goes away takes its views with it: their tasks and subscriptions are cancelled.
    isolated deinit {
        tearDown(graphIsGoing: true)
    }

    /// Unmounts every view (tasks and subscriptions cancelled, disappear actions dropped) and lets go
    /// of every node, as a window does when it closes. The graph does nothing afterwards.
    package func tearDown() {
        tearDown(graphIsGoing: false)
    }

    private func tearDown(graphIsGoing: Bool) {
        guard !isTornDown else { return }
        isTornDown = true
        rootNode?.unmount(graphIsGoing: graphIsGoing)
        for view in leaving { view.node.unmount(graphIsGoing: graphIsGoing) }
        leaving.removeAll()
        rootNode = nil
        root = nil
        contentRoot = nil
        presentations.removeAll()
        invalidated.removeAll()
        preferenceReaders.removeAll()
        runningAnimations.removeAll()
        animatingNodes.removeAll()
        pendingActions.removeAll()
        pendingDisappearActions.removeAll()
        onNeedsUpdate = nil
    }

    // MARK: Updating

    /// True when a state change is waiting for `update()`.
    public var needsUpdate: Bool { rootNeedsEvaluation || !invalidated.isEmpty || presentationsChanged }

    /// Evaluates every invalidated view (parents first) and refreshes the layout tree.
    ///
    /// Changes made since the last update are handled together: one update per main-loop turn.
    public func update() {
        withCensus { performUpdate() }
    }

    private func performUpdate() {
        guard !isTornDown else { return }
        guard needsUpdate else {
            runPendingActions()
            return
        }
        updateCount += 1
        currentTransaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        isEvaluating = true
        defer { isEvaluating = false }
        if rootNeedsEvaluation {
            rootNeedsEvaluation = false
            invalidated.removeAll()
            let inputs = ViewInputs(node: rootNode, environment: environment, services: services)
            let nodes = rootNode.rebuildChildren(evaluateRoot, inputs: inputs)
            rootNode.outputs = nodes
            setRoot(nodes)
        }
        repeat {
            while !invalidated.isEmpty {
                let batch = invalidated.values.sorted { $0.depth < $1.depth }
                invalidated.removeAll()
                for node in batch where node.isInvalidated && node.isAttached {
                    let before = node.outputs
                    node.reevaluate()
                    propagate(from: node, replacing: before)
                }
            }
            checkPreferences()
        } while !invalidated.isEmpty
        if presentationsChanged {
            presentationsChanged = false
            root = rootWithPresentations()
        }
        isEvaluating = false
        if !isLayingOut { runPendingActions() }
    }

    /// Lets preference readers look at their subtrees after a pass in which some preference changed.
    private func checkPreferences() {
        guard preferencesDirty else { return }
        preferencesDirty = false
        preferenceReaders.removeAll { $0.node.node == nil }
        for reader in preferenceReaders { reader.check() }
    }

    func preferencesChanged() {
        preferencesDirty = true
    }

    func addPreferenceReader(_ node: ViewNode, check: @escaping () -> Void) {
        preferenceReaders.append((WeakViewNode(node), check))
        preferencesDirty = true
    }

    /// Re-assembles ancestors whose children's nodes changed, up to the root.
    private func propagate(from node: ViewNode, replacing before: [LayoutNode]) {
        let after = node.outputs
        guard after.count != before.count || zip(after, before).contains(where: { $0 !== $1 }) else { return }
        var patch = OutputPatch(range: 0..<before.count, nodes: after, replacedCount: before.count)
        var current = node
        while let parent = current.parent {
            guard let next = parent.reassemble(child: current, patch: patch) else { return }
            patch = next
            current = parent
        }
        setRoot(rootNode.children.flatMap(\.outputs))
    }

    private func setRoot(_ nodes: [LayoutNode]) {
        if nodes.count == 1, let only = nodes.first {
            contentRoot = only
        } else if let container = contentRoot as? LayoutContainerNode<VStackLayout>, container.isImplicitRoot {
            container.replaceChildren(nodes)
        } else {
            // Several root views stack vertically, as SwiftUI does at a window's root.
            let container = LayoutContainerNode(
                layout: VStackLayout(), children: nodes, displayScale: environment.displayScale)
            container.isImplicitRoot = true
            contentRoot = container
        }
        root = rootWithPresentations()
    }

    /// Marks a node for re-evaluation at the next update.
    func invalidate(_ node: ViewNode, transaction: Transaction = Transaction.current) {
        guard node.isAttached else { return }
        flushIfTransactionDiffers(transaction)
        // The change's transaction decides how the update animates; an animated one wins.
        if pendingTransaction == nil || transaction.animation != nil { pendingTransaction = transaction }
        let wasIdle = !needsUpdate
        node.isInvalidated = true
        invalidated[ObjectIdentifier(node)] = node
        if wasIdle { onNeedsUpdate?() }
    }

    /// A change in another animation than the pending ones is applied apart: the pending changes are
    /// applied first (every source reports a change before making it), so `x = 1; withAnimation { x = 0 }` animates from 1 to 0 as in SwiftUI (lecture
    /// 6's bonus pie relies on it) instead of merging into one change from the old value to 0.
    private func flushIfTransactionDiffers(_ transaction: Transaction) {
        guard !isEvaluating, needsUpdate, !rootNeedsEvaluation, let pending = pendingTransaction,
            pending.animation != transaction.animation
        else { return }
        // Laid out too, so frames changed by the pending changes are where the animation starts.
        if let size = lastLayoutSize { layout(in: size) } else { update() }
    }

    // MARK: Animation

    /// True while some value is still moving: the host should draw another frame.
    public var hasRunningAnimations: Bool {
        finishLeaving()
        runningAnimations = runningAnimations.filter { $0.value.isRunning(at: time) }
        animatingNodes = animatingNodes.filter { $0.value.node.node != nil && $0.value.slot.isRunning(at: time) }
        return !runningAnimations.isEmpty || !animatingNodes.isEmpty
    }

    /// True when the next frame would differ from the last: a change is pending or something animates.
    public var needsFrame: Bool { needsUpdate || hasRunningAnimations }

    /// Keeps a removed view drawn where it was, moving toward its removal state, until that animation ends.
    /// `area` is where the transition was set, when inside the removed view (its scale anchor); nil: the view.
    func keepWhileLeaving(_ node: ViewNode, transition: AnyTransition, animation: Animation, area: CGRect? = nil) {
        let value = AnimatedValue(AnyTransition.State.identity.vector)
        value.setTarget(transition.removal.vector, animation: animation, time: time)
        animationStarted(value)
        // Where the view was, read before its nodes are wrapped (wrapping re-parents them).
        let place = LeavingAnchor(of: node)
        node.beginLeaving()
        let anchor = transition.removal.anchor
        let drawn = node.outputs.map { output in
            EffectNode(child: output) { [weak self] frame in
                AnyTransition.State.effect(value.value(at: self?.time ?? 0), anchor: anchor, frame: area ?? frame)
            }
        }
        // The effect nodes draw the removed view's last layout; nothing lays them out again.
        for (effect, output) in zip(drawn, node.outputs) { effect.adoptFrame(of: output) }
        leaving.append(LeavingView(node: node, value: value, drawn: drawn, anchor: place))
    }

    /// Keeps a removed view drawn, at its last frames, while its modifier transition (already
    /// evaluated with `active`) animates; `transitionNode`'s current nodes are what is drawn.
    func keepWhileLeaving(_ node: ViewNode, modifierTransition transitionNode: ViewNode, animation: Animation) {
        let clock = AnimatedValue(0.0)
        clock.setTarget(1, animation: animation, time: time)
        animationStarted(clock)
        let frames = node.outputs.map { ($0.frame.origin, $0.placedProposal) }
        node.beginLeaving()
        leaving.append(
            LeavingView(node: node, value: clock, drawn: [], anchor: LeavingAnchor(of: node)) { [weak transitionNode] in
                let current = transitionNode?.outputs ?? []
                for (output, placement) in zip(current, frames) { output.place(at: placement.0, proposal: placement.1) }
                return current
            })
    }

    /// Detaches removed views whose removal has finished.
    private func finishLeaving() {
        let (done, still) = leaving.reduce(into: ([LeavingView](), [LeavingView]())) { result, view in
            if view.value.isRunning(at: time) { result.1.append(view) } else { result.0.append(view) }
        }
        leaving = still
        for view in done { view.node.unmount() }
    }

    func animationStarted(_ slot: any AnimatedSlot) {
        runningAnimations[ObjectIdentifier(slot)] = slot
    }

    /// Re-evaluates `node` on every frame while `slot` animates (its body reads the animated value).
    func animateBody(of node: ViewNode, while slot: any AnimatedSlot) {
        animatingNodes[ObjectIdentifier(node)] = (WeakViewNode(node), slot)
    }

    /// Moves the clock to `time` and prepares the frame: views whose bodies read animated values
    /// are evaluated again (without starting new animations).
    public func advance(to time: Double) {
        withCensus { performAdvance(to: time) }
    }

    private func performAdvance(to time: Double) {
        // Changes made before the clock moves happened now: their animations (including moves found
        // by layout) start now.
        // Changes those make in turn (an onAppear's) happened then too; a few passes, never endless.
        var passes = 0
        while needsUpdate, passes < 4 {
            if let size = lastLayoutSize { layout(in: size) } else { update() }
            passes += 1
        }
        self.time = max(self.time, time)
        inputRouter.fireDeadlines(at: self.time)
        let due = nodesAnimatingBodies()
        guard !due.isEmpty else { return }
        var still = Transaction()
        still.disablesAnimations = true
        for node in due { invalidate(node, transaction: still) }
    }

    /// The nodes to evaluate at the new time: each registered one, once more after its animation ends
    /// (to show the final value); then finished ones are forgotten, so a long game does not evaluate
    /// every card that ever animated on every frame.
    private func nodesAnimatingBodies() -> [ViewNode] {
        var due: [ViewNode] = []
        for (key, entry) in animatingNodes {
            guard let node = entry.node.node else {
                animatingNodes[key] = nil
                continue
            }
            due.append(node)
            if !entry.slot.isRunning(at: time) { animatingNodes[key] = nil }
        }
        return due
    }

    // MARK: Layout and painting

    /// The size the root view chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        update()
        return root?.sizeThatFits(proposal) ?? .zero
    }

    /// Lays the view out in a window of `size`: the root is offered the size and centred in it.
    public func layout(in size: CGSize) {
        withCensus { performLayout(in: size) }
    }

    private func performLayout(in size: CGSize) {
        lastLayoutSize = size
        // Appear actions wait until the views are placed: content built at placement (a geometry
        // reader's) must be shown once as it first is, so a change made on appear animates from it.
        isLayingOut = true
        update()
        isLayingOut = false
        guard let root else {
            runPendingActions()
            return
        }
        isEvaluating = true
        defer { isEvaluating = false }
        let proposal = ProposedViewSize(size.sanitized)
        (root as? PresentationContainerNode)?.windowSize = size.sanitized
        let fitted = root.sizeThatFits(proposal)
        let origin = CGPoint(
            x: fitted.width.isFinite ? (size.sanitized.width - fitted.width) / 2 : 0,
            y: fitted.height.isFinite ? (size.sanitized.height - fitted.height) / 2 : 0)
        root.place(at: origin, proposal: proposal)
        animateFrames(of: root)
        hasLaidOut = true
        isEvaluating = false
        runPendingActions()
    }

    /// Placed nodes handed their frames to their animations during placement; the layout after
    /// an update consumes the update's transaction, so a later layout for another reason (a
    /// resized window) does not animate.
    private func animateFrames(of root: LayoutNode) {
        updateCount += 1
        currentTransaction = Transaction()
    }

    /// Lays the view out at exactly its size for `proposal`, top-leading at the origin.
    public func layoutToFit(_ proposal: ProposedViewSize) -> CGSize {
        withCensus { performLayoutToFit(proposal) }
    }

    private func performLayoutToFit(_ proposal: ProposedViewSize) -> CGSize {
        update()
        guard let root else { return .zero }
        let size = root.sizeThatFits(proposal)
        root.place(at: .zero, proposal: proposal)
        animateFrames(of: root)
        runPendingActions()
        return size
    }

    /// What the last layout paints.
    public var displayList: DisplayList {
        withCensus { makeDisplayList() }
    }

    private func makeDisplayList() -> DisplayList {
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
        root?.renderTree(into: &items)
        // Any whose place was not drawn this frame (no longer in the tree) go on top.
        for views in LayoutNode.leavingBefore.values { for view in views { view.render(into: &items) } }
        for views in LayoutNode.leavingAfter.values { for view in views { view.render(into: &items) } }
        LayoutNode.leavingBefore = [:]
        LayoutNode.leavingAfter = [:]
        for view in orphans { view.render(into: &items) }
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

    /// How many graph nodes are in the tree (views with an identity), for memory measurements.
    public var debugNodeCount: Int { treeNodeCount }

    /// Forgets every cached size, so the next layout measures the whole tree again (for benchmarks).
    public func debugClearLayoutCaches() {
        visit { $0.clearSizeCache() }
    }

    public func debugResetBodyEvaluationCounts() {
        bodyEvaluations.removeAll()
    }

    /// Runs after the current update (appear actions, change callbacks).
    func enqueue(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    func enqueueDisappear(_ action: @escaping () -> Void) {
        pendingDisappearActions.append(action)
    }

    private func runPendingActions() {
        while !pendingActions.isEmpty || !pendingDisappearActions.isEmpty {
            let actions = pendingDisappearActions + pendingActions
            pendingDisappearActions.removeAll()
            pendingActions.removeAll()
            for action in actions { action() }
        }
    }

    func nodeUnmounted(_ node: ViewNode) {
        invalidated[ObjectIdentifier(node)] = nil
        if !node.preferenceValues.isEmpty { preferencesDirty = true }
    }
}

/// A weak reference to a graph node, for lists the graph keeps.
@MainActor
final class WeakViewNode {
    weak var node: ViewNode?

    init(_ node: ViewNode) {
        self.node = node
    }
}
