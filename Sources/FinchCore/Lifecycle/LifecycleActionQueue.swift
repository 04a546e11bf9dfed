import Foundation

/// Work that runs after a pass rather than inside it: appear, disappear and change actions (after the
/// update that queued them, disappearances first), and what waits for the next placement (a scroll to a
/// lazy row, corrected once the row is built; a text field's caret brought into view).
@MainActor
final class LifecycleActionQueue {
    private var actions: [() -> Void] = []
    /// Disappear actions run before appear actions, so a replaced view leaves before its successor arrives.
    private var disappearActions: [() -> Void] = []
    private var afterPlacement: [() -> Void] = []

    /// Runs `action` after the current update (an appear action, a change callback).
    func enqueue(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    func enqueueDisappear(_ action: @escaping () -> Void) {
        disappearActions.append(action)
    }

    /// Runs `action` once the next layout has placed the views.
    func afterNextPlacement(_ action: @escaping () -> Void) {
        afterPlacement.append(action)
    }

    /// The actions waiting for the placement about to happen (those queued while they run wait for the next).
    func takeAfterPlacement() -> [() -> Void] {
        defer { afterPlacement.removeAll() }
        return afterPlacement
    }

    /// Appear, disappear and change actions, disappearances first; actions they queue run too.
    func runPending() {
        while !actions.isEmpty || !disappearActions.isEmpty {
            let due = disappearActions + actions
            disappearActions.removeAll()
            actions.removeAll()
            for action in due { action() }
        }
    }

    /// Drops everything waiting (the graph is torn down).
    func removeAll() {
        actions.removeAll()
        disappearActions.removeAll()
        afterPlacement.removeAll()
    }
}
