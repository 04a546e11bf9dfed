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
            runner = TaskRunner()
            node[TaskRunner.self] = runner
            node.teardownActions.append { [runner] in runner.stop() }
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
/// whose node unmounted is stopped for good and starts nothing.
@MainActor
final class TaskRunner: NodeStorageKey {
    typealias Value = TaskRunner

    var id: Any?
    private var task: Task<Void, Never>?
    /// Set when the view's node unmounts: no task starts afterwards.
    private(set) var isStopped = false

    func start(priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void) {
        guard !isStopped else { return }
        task?.cancel()
        task = Task(priority: priority) { await action() }
    }

    /// Cancels the running task and refuses later starts: the view left the tree.
    func stop() {
        isStopped = true
        task?.cancel()
        task = nil
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
