import Foundation

/// Starts an async task when its view appears and cancels it when the view goes away or `id` changes.
struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let runner: TaskRunner
        if let existing = node[TaskRunner.self] {
            runner = existing
        } else {
            runner = TaskRunner(census: node.census)
            node[TaskRunner.self] = runner
            node.addTeardownAction { [runner] in runner.stop() }
        }
        if runner.id.map({ ($0 as? ID) != id }) ?? true {
            runner.id = id
            let (priority, action) = (self.priority, self.action)
            node.graph.enqueue { runner.start(priority: priority, action) }
        }
        return .concatenated(content(inputs))
    }
}

/// The task a `.task` modifier is running for its view.
///
/// The start is queued (it runs with the appear actions), so the view may be gone by then: a runner
/// whose node unmounted is stopped for good and starts nothing. The running task is counted in the
/// graph's census from its start until it is cancelled or its action returns, whichever comes first,
/// so a task that outlives its view shows.
@MainActor
final class TaskRunner: NodeStorageKey {
    typealias Value = TaskRunner

    var id: Any?
    private var task: Task<Void, Never>?
    /// Set when the view's node unmounts: no task starts afterwards.
    private(set) var isStopped = false
    /// The running task's place in the census, let go once.
    private var ticket: CensusTicket?
    private let census: NodeCensus

    init(census: NodeCensus) {
        self.census = census
    }

    func start(priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void) {
        guard !isStopped else { return }
        task?.cancel()
        ticket?.close()
        let ticket = CensusTicket(.task, in: census)
        self.ticket = ticket
        task = Task(priority: priority) {
            await action()
            ticket.close()
        }
    }

    /// Cancels the running task and refuses later starts: the view left the tree.
    func stop() {
        isStopped = true
        task?.cancel()
        task = nil
        ticket?.close()
        ticket = nil
    }
}

/// One object of `kind` counted in a census until closed: for what ends by an event rather than by
/// deallocation (a task ends when cancelled or done, whichever comes first).
@MainActor
final class CensusTicket {
    private let kind: CensusKind
    private var census: NodeCensus?

    init(_ kind: CensusKind, in census: NodeCensus) {
        self.kind = kind
        self.census = census
        census.made(kind)
    }

    func close() {
        census?.freed(kind)
        census = nil
    }
}

extension View {
    /// Runs `action` when the view appears; the task is cancelled when the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Runs `action` when the view appears and again (cancelling the old task) whenever `id` changes.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
