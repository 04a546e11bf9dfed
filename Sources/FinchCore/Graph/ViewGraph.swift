import Foundation

/// The live graph of a window's views: it builds them once, then re-evaluates only what changed.
///
/// A frame runs three phases the graph knows (`GraphPhase`): update (pending changes applied, in
/// the order and batches they were made, and invalidated views evaluated), layout (sizes and
/// places; building here happens only inside `performLayoutCallback`) and paint (the display list).
/// Hosts drive it through `FrameHost`, which runs the three in order and says when to wake next.
@MainActor
public final class ViewGraph {
    let services: PlatformServices
    /// The objects of this graph alive in the process, the graph itself included (see `NodeCensus`).
    package let census = NodeCensus()
    public var environment: EnvironmentValues {
        didSet {
            rootNeedsEvaluation = true
            requestFrame()
        }
    }
    private(set) var evaluateRoot: (ViewInputs) -> [LayoutNode]
    var rootNode: ViewNode!
    var rootNeedsEvaluation = true
    /// Nodes to evaluate in the update pass running now, by identity.
    var invalidated: [ObjectIdentifier: ViewNode] = [:]
    /// Changes made since the last update, one batch per transaction, in the order they were made.
    var pendingBatches: [ChangeBatch] = []
    private(set) var root: LayoutNode?
    /// The root view's layout (`root` is this, or this under the presentations).
    var contentRoot: LayoutNode?
    var contentRootNode: LayoutNode? { contentRoot }
    /// Sheets presented over the window, in the order they appeared (`ViewGraph+Presentations`).
    var presentations: [Presentation] = []
    /// Whether any view ever changed the transaction for its subtree (`.animation`, `.transaction`);
    /// until one does, a change in a transaction without animation animates nothing anywhere.
    var hasTransactionTransforms = false

    /// Whether a frame moved now may animate: cheap to ask for every node a scrolled list moves.
    var frameChangesMayAnimate: Bool { hasTransactionTransforms || currentTransaction.animation != nil }

    var presentationsChanged = false
    /// Appear, disappear and change actions, and work waiting for the next placement.
    let lifecycleActions = LifecycleActionQueue()
    /// Body evaluations per view type, counted in debug builds only (`ViewGraph+Debug.swift`).
    var bodyEvaluations: [ObjectIdentifier: Int] = [:]
    /// Preference readers and the changes they have not looked at yet.
    let preferences = PreferenceRegistry()
    /// Navigation stacks that go back on Escape or Alt+Left, while they are in the tree.
    let backKeys = NavigationBackKeyRegistry()
    /// Controls that may have a keyboard shortcut, while they are in the tree (`ViewGraph+Keyboard.swift`).
    let keyboardShortcuts = KeyboardShortcutRegistry()
    /// Called when a change needs a new frame; the host schedules one update per main-loop turn.
    /// Every change that leaves the graph pending asks through `requestFrame()`.
    public var onNeedsUpdate: (() -> Void)?
    /// True once the graph asked its host for a frame and the frame's update has not yet begun: later
    /// changes ride on that frame instead of asking again (see `requestFrame()`).
    var frameRequested = false
    /// The graph's clock in seconds: animations start and are sampled at this time. Hosts move it
    /// from their frame clock; the test window moves it only when a test says so.
    public var time: Double = 0
    /// A moment of the clock and the date it was (`ViewGraph+Date.swift`); nil until a date is asked for.
    var dateAnchor: (time: Double, date: Date)?
    /// Counts updates and layouts, so per-pass information (transactions) can tell old from new.
    var updateCount = 0
    /// The transaction of the update in progress (the state changes' `withAnimation`, if any).
    var currentTransaction = Transaction()
    /// Animated values, bodies that read them and gliding scroll views, moved by the clock.
    let animations = AnimationRegistry()
    /// Removed views still drawn while their removal transition runs, in the order they left.
    var leaving: [LeavingView] = []
    /// The window size of the last `layout(in:)`.
    var lastLayoutSize: CGSize?
    /// Which view has keyboard focus, and where text input goes.
    let focus = FocusSystem()
    /// The keys held with the pointer event being handled (a Shift+click extends a text selection).
    var pointerModifiers: EventModifiers = []
    /// Work scheduled on the graph's clock (`ViewGraph+Timers.swift`).
    let timers: GraphTimers
    /// Where text fields copy to and paste from: the host's system clipboard, or one in this process.
    public var clipboard: any Clipboard = LocalClipboard()
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
    var hasLaidOut = false
    /// The phase running now, and how deep inside layout callbacks (see `ViewGraph+Phases`).
    var phase = GraphPhase.idle
    var layoutCallbackDepth = 0
    /// Set when a model change evaluated the pending batches between frames (`invalidate(_:forModelChangeIn:)`):
    /// what they built is placed before the next update applies anything, so newer changes animate from it.
    var placesBeforeNextUpdate = false
    /// Layout nodes that asked during a layout pass for that pass to run again (see `requestRelayout`).
    var relayoutRequests: [LayoutNode] = []
    /// True when the drawing changed without a layout change (a scroll view moved its content).
    private(set) var needsDisplay = false

    public init<V: View>(root view: V, services: PlatformServices, environment: EnvironmentValues = EnvironmentValues())
    {
        self.services = services
        self.environment = environment
        self.evaluateRoot = { $0.build(view, identity: .index(0)) }
        self.inputRouter = InputRouter()
        self.timers = GraphTimers(census: census)
        census.made(.graph)
        self.rootNode = ViewNode(graph: self, parent: nil, component: .index(0), viewType: ObjectIdentifier(V.self))
    }

    /// A graph that goes away takes its views with it: their tasks and subscriptions are cancelled.
    isolated deinit {
        tearDown(graphIsGoing: true)
        census.freed(.graph)
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
        pendingBatches.removeAll()
        preferences.removeAll()
        animations.removeAll()
        lifecycleActions.removeAll()
        relayoutRequests.removeAll()
        timers.cancelAll()
        onNeedsUpdate = nil
    }

    // MARK: The root

    /// Replaces the root view, as an app's body evaluated again gives its window new content: the next
    /// update builds it, and views keep their state where their identity stays.
    package func setRootView<V: View>(_ view: V) {
        evaluateRoot = { $0.build(view, identity: .index(0)) }
        rootNeedsEvaluation = true
        requestFrame()
    }

    /// The window's root layout node: the root view's, or several stacked, under the presentations.
    func setRoot(_ nodes: [LayoutNode]) {
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

    func refreshRootForPresentations() {
        root = rootWithPresentations()
    }

    /// Something draws differently though nothing needs laying out (a scroll): a frame is needed.
    func setNeedsDisplay() {
        needsDisplay = true
        requestFrame()
    }

    func displayMade() {
        needsDisplay = false
        frameRequested = false
    }

    /// Asks the host for a frame: every change that leaves the graph pending (a write, an invalidation, a
    /// new root or environment, a presentation, a scroll, a timer) calls this right after marking it, so
    /// no change waits without a frame asked for. The request stands until the next update (or display
    /// list) begins, so a burst of changes asks once; a change made after that asks again. Without a
    /// host listening nothing is recorded, so a host that starts listening later is asked by the next
    /// change.
    func requestFrame() {
        guard !frameRequested, !isTornDown, let onNeedsUpdate else { return }
        frameRequested = true
        onNeedsUpdate()
    }

    /// `node`'s scroll offset glides: it is told every frame until the glide ends.
    func moveEachFrame(_ node: ScrollViewNode) {
        animations.glide(node)
    }

    // MARK: Bodies, lifecycle and counters

    /// Evaluates a body, recording what it reads so a change re-evaluates just this node.
    func evaluateBody<V: View>(of view: V, in node: ViewNode) -> V.Body {
        checkBodyEvaluationAllowed(V.self)
        DynamicPropertyInstaller.install(in: view, node: node)
        return ObservationTracker.track(node: node) { view.body }
    }

    /// Runs after the current update (appear actions, change callbacks).
    func enqueue(_ action: @escaping () -> Void) {
        lifecycleActions.enqueue(action)
    }

    func enqueueDisappear(_ action: @escaping () -> Void) {
        lifecycleActions.enqueueDisappear(action)
    }

    /// Appear, disappear and change actions, disappearances first; actions they queue run too.
    func runPendingActions() {
        lifecycleActions.runPending()
    }

    func nodeUnmounted(_ node: ViewNode) {
        invalidated[ObjectIdentifier(node)] = nil
        focus.nodeUnmounted(node)
        if !node.animatedValues.isEmpty || !node.frameAnimations.isEmpty { forgetAnimations(of: node) }
        if !node.preferenceValues.isEmpty { preferences.writerRemoved() }
    }
}

/// A weak reference to a layout node, for lists that must not keep nodes alive.
@MainActor
final class WeakLayoutNode {
    weak var node: LayoutNode?

    init(_ node: LayoutNode) {
        self.node = node
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
