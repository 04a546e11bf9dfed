import FinchUnsafe
import Foundation
import Synchronization

/// The kinds of object a view graph owns, each counted by its graph's `NodeCensus`.
///
/// Display-list groups are not among them: `DisplayGroup` and `DisplayItem` are values (an indirect
/// enum's boxes have no identity and no deinit), dropped with the list that holds them.
package enum CensusKind: Int, CaseIterable, Sendable, CustomStringConvertible {
    case viewNode, layoutNode
    /// A `@State` or `@GestureState` value's storage.
    case stateStorage
    /// A view's subscription to an observable object (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`) or to a publisher (`onReceive`).
    case subscription
    /// A `.task` started and neither cancelled nor finished.
    case task
    /// Work scheduled on the graph's clock (`ViewGraph.schedule(at:)`) and not yet run or cancelled.
    case timer
    /// An animated value (a modifier's, a transition's, a scroll offset's, the graph's clocks).
    case animation
    case navigationController
    /// A host's window (`TestWindow`, `GTKWindow`).
    case window
    /// The `ViewGraph` itself.
    case graph

    package var description: String {
        switch self {
        case .viewNode: "view nodes"
        case .layoutNode: "layout nodes"
        case .stateStorage: "state storages"
        case .subscription: "subscriptions"
        case .task: "tasks"
        case .timer: "timers"
        case .animation: "animations"
        case .navigationController: "navigation controllers"
        case .window: "windows"
        case .graph: "graphs"
        }
    }
}

/// Counts the objects of one view graph that are alive in the process, by kind (`CensusKind`).
///
/// An object is counted from its creation to its deallocation (a task and a timer: until cancelled or
/// done), wherever the last reference to it is, so one kept by something outside the tree (a closure,
/// a cache, a cycle) shows up as the difference between these counts and what the tree holds
/// (`ViewGraph.treeNodeCount`), and a closed window's census must read zero. Tests use that to prove
/// an unmounted view or a closed window leaves nothing behind. Counting is the leak check because
/// LeakSanitizer misreads Swift's packed pointers on Linux (`Tests/LeakTooling`).
///
/// Atomic counters, because a deinit may run wherever the last reference is released.
package final class NodeCensus: Sendable {
    private let viewNodes = Atomic<Int>(0)
    private let layoutNodes = Atomic<Int>(0)
    private let stateStorages = Atomic<Int>(0)
    private let subscriptions = Atomic<Int>(0)
    private let tasks = Atomic<Int>(0)
    private let timers = Atomic<Int>(0)
    private let animations = Atomic<Int>(0)
    private let navigationControllers = Atomic<Int>(0)
    private let windows = Atomic<Int>(0)
    private let graphs = Atomic<Int>(0)
    /// With `FINCH_CENSUS_TYPES=1`, the type of every live layout node, to tell what outlived a window.
    private let recordsTypes = ["1", "2"].contains(ProcessInfo.processInfo.environment["FINCH_CENSUS_TYPES"])
    /// With `FINCH_CENSUS_TYPES=2`, also where each was made (slow: a diagnostic).
    private let recordsStacks = ProcessInfo.processInfo.environment["FINCH_CENSUS_TYPES"] == "2"
    private let layoutNodeTypes = LockedValue<[ObjectIdentifier: String]>([:])

    package init() {}

    var liveViewNodes: Int { viewNodes.load(ordering: .relaxed) }
    var liveLayoutNodes: Int { layoutNodes.load(ordering: .relaxed) }

    /// How many objects of `kind` are alive.
    package func live(_ kind: CensusKind) -> Int {
        counter(kind) { $0.load(ordering: .relaxed) }
    }

    /// Every kind with a live count other than zero.
    package var nonZero: [CensusKind: Int] {
        CensusKind.allCases.reduce(into: [:]) { counts, kind in
            let count = live(kind)
            if count != 0 { counts[kind] = count }
        }
    }

    /// The types of the live layout nodes and how many of each (empty unless `FINCH_CENSUS_TYPES=1`).
    package var liveLayoutNodeTypes: [String: Int] {
        layoutNodeTypes.withLock { types in types.values.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
    }

    package func made(_ kind: CensusKind) { counter(kind) { _ = $0.add(1, ordering: .relaxed) } }
    package func freed(_ kind: CensusKind, count: Int = 1) {
        counter(kind) { _ = $0.subtract(count, ordering: .relaxed) }
    }

    private func counter<R>(_ kind: CensusKind, _ body: (borrowing Atomic<Int>) -> R) -> R {
        switch kind {
        case .viewNode: body(viewNodes)
        case .layoutNode: body(layoutNodes)
        case .stateStorage: body(stateStorages)
        case .subscription: body(subscriptions)
        case .task: body(tasks)
        case .timer: body(timers)
        case .animation: body(animations)
        case .navigationController: body(navigationControllers)
        case .window: body(windows)
        case .graph: body(graphs)
        }
    }

    func viewNodeMade() { viewNodes.add(1, ordering: .relaxed) }
    func viewNodeFreed() { viewNodes.subtract(1, ordering: .relaxed) }

    func layoutNodeMade(_ node: AnyObject) {
        layoutNodes.add(1, ordering: .relaxed)
        guard recordsTypes else { return }
        var name = String(describing: type(of: node))
        if recordsStacks { name += " @ " + Thread.callStackSymbols.dropFirst(3).prefix(40).joined(separator: " | ") }
        layoutNodeTypes.withLock { $0[ObjectIdentifier(node)] = name }
    }

    func layoutNodeFreed(_ node: ObjectIdentifier) {
        layoutNodes.subtract(1, ordering: .relaxed)
        guard recordsTypes else { return }
        _ = layoutNodeTypes.withLock { $0.removeValue(forKey: node) }
    }

    /// The census of the graph whose phase is running: objects made now belong to it.
    ///
    /// Layout nodes are made in many places (views, modifiers, containers a graph makes for itself);
    /// all of them run inside a graph's update, layout or paint, which sets this for its duration.
    @MainActor static var current: NodeCensus?

    /// The current census, for an object of `kind` being made. Debug builds check that there is one:
    /// an object made outside every graph's phase would be counted nowhere, and its leak unseen.
    @MainActor static func attributing(_ kind: CensusKind) -> NodeCensus? {
        assert(current != nil, "a \(kind) was made outside every graph's update, layout and paint")
        return current
    }
}
