import FinchCairo
import FinchCore
import Foundation

/// A headless window for tests: it lays its view out at a fixed size and paints it on request.
///
/// State changes made between calls are applied, as one update, the next time the window is
/// read (`pngData()`, `frames(ofText:)`, `displayList`) or the clock moves. Time is virtual: it
/// moves only in `advance(by:)`, so any frame of any animation is a deterministic picture.
/// Synthetic input (`tap`, `drag`, `pinch`…) takes time on that clock as real input would.
///
/// Frames run through the same `FrameHost` the GTK window uses, at 60 Hz of virtual time.
@MainActor
public final class TestWindow {
    public let size: CGSize
    public let scale: CGFloat
    /// The frame loop the window runs its graph with (once closed, an empty one: see `close()`).
    public private(set) var host: FrameHost
    /// The window's view graph (for body-evaluation counts and other white-box checks).
    public var graph: ViewGraph { host.graph }
    /// The measurer and renderer the window uses; a test that counts their work passes its own.
    private let backend: CairoBackend

    public init<Content: View>(
        size: CGSize, scale: CGFloat = 1, backend: CairoBackend = .shared, now: Date? = nil,
        environment: EnvironmentValues = EnvironmentValues(), content: () -> Content
    ) {
        self.size = size
        self.scale = scale
        self.backend = backend
        var environment = environment
        environment.displayScale = scale
        let graph = ViewGraph(root: content(), services: backend.services, environment: environment)
        if let now { graph.now = now }
        host = FrameHost(graph: graph, sizing: .window(size))
        census = graph.census
        census.made(.window)
        graph.textInputHost = inputMethod
        inputMethod.afterInput = { [unowned self] in self.advance(by: Self.inputStep) }
        host.layOut()
    }

    deinit {
        census.freed(.window)
    }

    /// The census of the window's graph: what it made that is alive, this window included. Kept after
    /// `close()`, which lets go of the graph, so a test can still read what outlived it.
    package let census: NodeCensus

    /// The window's input method: compositions and commits go to the focused text view through it.
    public let inputMethod = TestInputMethod()

    /// The desktop's colour scheme as the window sees it (`--color-scheme` for a snapshot): setting it
    /// redraws the window in that scheme, as a GTK window does when the desktop switches.
    public var colorScheme: ColorScheme {
        get { graph.systemColorScheme }
        set { graph.systemColorScheme = newValue }
    }

    /// Seconds on the window's virtual clock.
    public var time: Double { graph.time }

    /// The date the virtual clock stands at (`now:` when the window was made, then moved by `advance`).
    public var now: Date { graph.now }

    /// How many frames the window drew because something changed or animated (a host draws only then).
    public private(set) var framesProduced = 0

    /// Moves the virtual clock forward, running a frame every 1/60 s while something animates.
    ///
    /// Changes made before the call start their animations at the current time. Between frames the
    /// window sleeps as a host would: until the target, or until a gesture's deadline (a long press
    /// fires while held still, as a host's timer makes it).
    public func advance(by seconds: Double) {
        let target = graph.time + max(0, seconds.isFinite ? seconds : 0)
        framesProduced += host.run(until: target, frameInterval: Self.inputStep) { beforeLayout?() }
        render()
    }

    /// Shows changes made since the last frame in a frame at the current time, as a display would have
    /// before a person could react to them (input is hit-tested against what was shown last).
    func showPendingChanges() {
        if graph.needsUpdate { render() }
    }

    /// True when a host would draw another frame (a change is pending or something animates).
    public var needsFrame: Bool { graph.needsFrame }

    /// Applies pending state changes and lays the window out again.
    public func render() {
        beforeLayout?()
        host.layOut()
    }

    /// Runs before each layout: an app's pending scene changes are applied there (`TestApp`).
    var beforeLayout: (() -> Void)?

    /// True once the window was closed.
    public private(set) var isClosed = false

    /// What the window paints now.
    public var displayList: DisplayList {
        render()
        return host.paint()
    }

    /// The window as PNG data, painted over white at the window's scale.
    public func pngData() -> Data {
        backend.renderer.pngData(for: displayList, size: size, scale: scale, background: graph.windowBackground)
            ?? Data()
    }

    /// Where a `Text` with exactly this string is drawn, in window points (not under a hidden or fully
    /// transparent view).
    public func frames(ofText string: String) -> [CGRect] {
        render()
        return graph.frames(ofText: string)
    }

    /// Where a `Text` with exactly this string is laid out, drawn or not (a face-down card's emoji).
    public func layoutFrames(ofText string: String) -> [CGRect] {
        render()
        return graph.frames(ofText: string, includingHidden: true)
    }

    // MARK: Lifetime

    /// Graph nodes of this window alive in the process, wherever they are referenced from.
    public var liveNodeCount: Int { census.live(.viewNode) }

    /// Graph nodes in this window's tree now (views still drawn while they leave included).
    public var treeNodeCount: Int { graph.treeNodeCount }

    /// Layout nodes of this window alive in the process.
    public var liveLayoutNodeCount: Int { census.live(.layoutNode) }

    /// Layout nodes the window's tree uses now.
    public var treeLayoutNodeCount: Int { graph.treeLayoutNodeCount }

    /// What of this window was still alive after it was closed: something outside the window kept it.
    public struct Leftovers: Error, CustomStringConvertible, Equatable {
        /// True when the `ViewGraph` itself outlived the window.
        public var graphSurvived: Bool
        /// What survived, per kind ("view nodes", "tasks", "subscriptions"…), with how many of each.
        public var survivors: [String: Int]
        /// The layout nodes' types and counts, when run with `FINCH_CENSUS_TYPES=1`.
        public var layoutNodeTypes: [String: Int] = [:]

        public var graphNodes: Int { survivors[CensusKind.viewNode.description] ?? 0 }
        public var layoutNodes: Int { survivors[CensusKind.layoutNode.description] ?? 0 }

        public var description: String {
            let kinds = survivors.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            let types = layoutNodeTypes.sorted { $0.value > $1.value }.map { "\($0.value) \($0.key)" }
            return ((graphSurvived ? ["the graph"] : []) + kinds).joined(separator: ", ") + " outlived their window"
                + (types.isEmpty ? "" : " (layout nodes: " + types.joined(separator: ", ") + ")")
        }
    }

    /// Closes the window, as a host does when its window closes: every view is unmounted (tasks and
    /// subscriptions cancelled), the graph lets go of its nodes and the window lets go of the graph.
    /// Throws when the graph object or anything it counted (`NodeCensus`: nodes, state, subscriptions,
    /// tasks, timers, animations, navigation controllers) is still alive afterwards, as swift-nio's
    /// embedded channel reports left-over work when it finishes. The window shows nothing afterwards
    /// (its host runs an empty graph).
    public func close() throws(Leftovers) {
        isClosed = true
        beforeLayout = nil
        weak let closed = graph
        closed?.tearDown()
        host = FrameHost(graph: ViewGraph(root: EmptyView(), services: backend.services), sizing: .window(size))
        var survivors = census.nonZero
        survivors[.window] = nil  // this window, still referenced by the caller
        let leftovers = Leftovers(
            graphSurvived: closed != nil,
            survivors: Dictionary(uniqueKeysWithValues: survivors.map { ($0.key.description, $0.value) }),
            layoutNodeTypes: census.liveLayoutNodeTypes)
        if leftovers.graphSurvived || !leftovers.survivors.isEmpty { throw leftovers }
    }
}
