import Foundation

/// The live graph of a window's views: it builds them once, then re-evaluates only what changed.
///
/// A frame runs three phases the graph knows (`GraphPhase`): update (pending changes applied, in
/// the order and batches they were made, and invalidated views evaluated), layout (sizes and
/// places; building here happens only inside `performLayoutCallback`) and paint (the display list).
/// Hosts drive it through `FrameHost`, which runs the three in order and says when to wake next.
///
/// The graph holds the tree's root node, the root environment, the views still drawn while they
/// leave, the host's hook (`onNeedsUpdate`) and whether it is torn down; every other job belongs to an
/// owner it holds by `let`, as Flutter splits its binding into `BuildOwner`, `PipelineOwner` and
/// `FocusManager`: `build` (the change queue), `pipeline` (the layout tree and the phase),
/// `presentations`, `lifecycleActions`, `preferences`, `animations`, `clock`, `timers`, `focus`,
/// `inputRouter`, `dragAndDrop`, `backKeys`, `keyboardShortcuts`, the `clipboard`, the platform `services` and the
/// `census`. That is about twenty stored properties, above the fifteen a type should keep, because all
/// but five are references to one job's owner rather than state of the graph's own: the graph is where
/// the owners meet.
@MainActor
public final class ViewGraph {
    // MARK: The graph's own state

    var rootNode: ViewNode!
    public var environment: EnvironmentValues {
        didSet {
            build.rootNeedsEvaluation = true
            requestFrame()
        }
    }
    /// Removed views still drawn while their removal transition runs, in the order they left.
    var leaving: [LeavingView] = []
    /// Called when a change needs a new frame; the host schedules one update per main-loop turn.
    /// Every change that leaves the graph pending asks through `requestFrame()`.
    public var onNeedsUpdate: (() -> Void)?
    /// True once `tearDown()` ran: the graph holds nothing and does nothing.
    private(set) var isTornDown = false

    // MARK: Owners, one job each

    /// The change queue: what the next update builds, and in which transaction.
    let build: BuildOwner
    /// The layout tree and where layout and paint stand.
    let pipeline = PipelineOwner()
    /// Sheets, alerts and menus presented over the window (`ViewGraph+Presentations`).
    let presentations = PresentationRegistry()
    /// Appear, disappear and change actions, and work waiting for the next placement.
    let lifecycleActions = LifecycleActionQueue()
    /// Preference readers and the changes they have not looked at yet.
    let preferences = PreferenceRegistry()
    /// The desktop's colour scheme and the `preferredColorScheme` requests of views in the tree.
    let colorSchemes: ColorSchemeRequests
    /// Animated values, bodies that read them and gliding scroll views, moved by the clock.
    let animations = AnimationRegistry()
    /// The graph's time, and the date it stands for.
    let clock = GraphClock()
    /// Whether the graph is still there, for callbacks that outlive it (see `GraphLiveness`).
    let liveness = GraphLiveness()
    /// Work scheduled on the graph's clock (`ViewGraph+Timers.swift`).
    let timers: GraphTimers
    /// Which view has keyboard focus, and where text input goes.
    let focus = FocusSystem()
    /// Gestures in progress (see `ViewGraph+Input`).
    let inputRouter = InputRouter()
    /// The drag in progress over the window, and the host that may carry this window's drags.
    let dragAndDrop = DragAndDrop()
    /// Navigation stacks that go back on Escape or Alt+Left, while they are in the tree.
    let backKeys = NavigationBackKeyRegistry()
    /// Controls that may have a keyboard shortcut, while they are in the tree (`ViewGraph+Keyboard.swift`).
    let keyboardShortcuts = KeyboardShortcutRegistry()
    /// The `onHover` views and which of them the pointer is over.
    let hover = HoverTracker()
    /// The window's `@SceneStorage` values (`State/Storage/`), which the host may save and restore.
    package let sceneStorage = SceneStorageValues()
    /// Where text fields copy to and paste from: the host's system clipboard, or one in this process.
    public var clipboard: any Clipboard = LocalClipboard()
    let services: PlatformServices
    /// The objects of this graph alive in the process, the graph itself included (see `NodeCensus`).
    package let census = NodeCensus()
    #if DEBUG
        /// Body evaluations per view type, counted in debug builds only (`ViewGraph+Debug.swift`).
        let bodyEvaluations = BodyEvaluationCounts()
    #endif

    // MARK: Reading through

    /// The window's root layout node (the pipeline's): the root view's, or it under the presentations.
    var root: LayoutNode? { pipeline.root }
    /// The graph's clock in seconds: animations start and are sampled at this time. Hosts move it
    /// from their frame clock; the test window moves it only when a test says so.
    public var time: Double {
        get { clock.time }
        set { clock.time = newValue }
    }
    var rootViewNode: ViewNode { rootNode }
    /// The root's graph node, or nil once the graph is torn down.
    var rootViewNodeIfAny: ViewNode? { rootNode }
    /// Views still drawn while their removal transitions run.
    var leavingNodes: [ViewNode] { leaving.map(\.node) }

    /// The undo manager this graph made for its window (nil when the host gave one).
    private var ownedUndoManager: UndoManager?

    public init<V: View>(root view: V, services: PlatformServices, environment: EnvironmentValues = EnvironmentValues())
    {
        self.services = services
        self.environment = environment
        self.colorSchemes = ColorSchemeRequests(system: environment.colorScheme)
        // Each window has its own undo manager, unless the host gives one (a document window's).
        if environment.undoManager == nil {
            ownedUndoManager = UndoManager()
            self.environment.undoManager = ownedUndoManager
        }
        self.build = BuildOwner { $0.build(view, identity: .index(0)) }
        self.timers = GraphTimers(census: census)
        census.made(.graph)
        self.rootNode = ViewNode(graph: self, parent: nil, component: .index(0), viewType: ObjectIdentifier(V.self))
    }

    /// A graph that goes away takes its views with it: their tasks and subscriptions are cancelled.
    isolated deinit {
        liveness.graphIsGoing()
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
        // Undo handlers usually capture the manager that holds them (the course's `undoablyPerform`
        // does): emptying it when its window goes breaks that cycle, as a closing document's does.
        ownedUndoManager?.removeAllActions()
        rootNode?.unmount(graphIsGoing: graphIsGoing)
        for view in leaving { view.node.unmount(graphIsGoing: graphIsGoing) }
        leaving.removeAll()
        rootNode = nil
        pipeline.removeAll()
        presentations.removeAll()
        build.removeAll()
        preferences.removeAll()
        animations.removeAll()
        lifecycleActions.removeAll()
        timers.cancelAll()
        // A drag in progress holds its target's actions (and the state they capture).
        dragAndDrop.session = nil
        onNeedsUpdate = nil
    }

    // MARK: The root

    /// Replaces the root view, as an app's body evaluated again gives its window new content: the next
    /// update builds it, and views keep their state where their identity stays.
    package func setRootView<V: View>(_ view: V) {
        build.evaluateRoot = { $0.build(view, identity: .index(0)) }
        build.rootNeedsEvaluation = true
        requestFrame()
    }

    /// The window's root layout node: the root view's, or several stacked, under the presentations.
    func setRoot(_ nodes: [LayoutNode]) {
        if nodes.count == 1, let only = nodes.first {
            pipeline.contentRoot = only
        } else if let container = pipeline.contentRoot as? LayoutContainerNode<VStackLayout>, container.isImplicitRoot {
            container.replaceChildren(nodes)
        } else {
            // Several root views stack vertically, as SwiftUI does at a window's root.
            let container = LayoutContainerNode(
                layout: VStackLayout(), children: nodes, displayScale: environment.displayScale)
            container.isImplicitRoot = true
            pipeline.contentRoot = container
        }
        pipeline.root = rootWithPresentations()
    }

    func refreshRootForPresentations() {
        pipeline.root = rootWithPresentations()
    }

    /// Something draws differently though nothing needs laying out (a scroll): a frame is needed.
    func setNeedsDisplay() {
        pipeline.needsDisplay = true
        requestFrame()
    }

    func displayMade() {
        pipeline.needsDisplay = false
        build.frameRequested = false
    }

    /// Asks the host for a frame: every change that leaves the graph pending (a write, an invalidation, a
    /// new root or environment, a presentation, a scroll, a timer) calls this right after marking it, so
    /// no change waits without a frame asked for. The request stands until the next update (or display
    /// list) begins, so a burst of changes asks once; a change made after that asks again. Without a
    /// host listening nothing is recorded, so a host that starts listening later is asked by the next
    /// change. The entry stays on the graph, which knows the host (`onNeedsUpdate`) and whether it is torn
    /// down; the build owner keeps only whether a request stands.
    func requestFrame() {
        guard !build.frameRequested, !isTornDown, let onNeedsUpdate else { return }
        build.frameRequested = true
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
        build.invalidated[ObjectIdentifier(node)] = nil
        focus.nodeUnmounted(node)
        if node.hasAnimations { forgetAnimations(of: node) }
        if node.hasPreferenceValues { preferences.writerRemoved() }
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
