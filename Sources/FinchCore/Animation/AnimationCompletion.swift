import Foundation

/// When `withAnimation(_:completionCriteria:_:completion:)` calls its completion (iOS 17).
///
/// Finch calls it once every animation the change started has stopped moving for both criteria: its
/// animations end when their values reach their targets (a spring once settled), which is both when they
/// are logically complete and when they are removed. Finch's simplification, pinned by
/// `AnimationCompletionTests`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// The animation's value has reached its target.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// The animation has been removed from the view.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// A completion waiting on the animations a transaction starts: the graph applying the transaction's
/// changes tracks each animation they start (`AnimationRegistry`), and calls the completion on the main
/// actor at the first frame where none of them is still moving (at once, the next frame, when none
/// started). A transaction whose changes reach no view calls it on the main actor's next turn.
@MainActor
final class AnimationCompletion {
    private let completion: @MainActor @Sendable () -> Void
    /// The animations started by the transaction's changes; weak, so one whose view is gone counts as ended.
    private var tracked: [WeakAnimatedSlot] = []
    /// Whether some graph took the transaction's changes (else nothing would ever call the completion).
    private(set) var isClaimed = false
    private var hasRun = false

    nonisolated init(_ completion: @escaping @MainActor @Sendable () -> Void) {
        self.completion = completion
    }

    func claim() { isClaimed = true }

    func track(_ slot: any AnimatedSlot) {
        tracked.append(WeakAnimatedSlot(slot))
    }

    /// True once every tracked animation has stopped by `time`.
    func isFinished(at time: Double) -> Bool {
        tracked.allSatisfy { $0.slot.map { !$0.isRunning(at: time) } ?? true }
    }

    /// Calls the completion, once.
    func run() {
        guard !hasRun else { return }
        hasRun = true
        tracked.removeAll()
        completion()
    }
}

/// A tracked animation, held weakly.
@MainActor
private struct WeakAnimatedSlot {
    weak var object: AnyObject?

    init(_ slot: any AnimatedSlot) { object = slot }

    var slot: (any AnimatedSlot)? { object as? any AnimatedSlot }
}

/// The completions a transaction carries (`Transaction.addAnimationCompletion`).
struct AnimationCompletionsKey: TransactionKey {
    static let defaultValue: [AnimationCompletion] = []
}

extension Transaction {
    /// Calls `completion` once the animations this transaction's changes start have finished (iOS 17).
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping @MainActor @Sendable () -> Void
    ) {
        self[AnimationCompletionsKey.self].append(AnimationCompletion(completion))
    }

    /// The completions waiting on this transaction's animations.
    var animationCompletions: [AnimationCompletion] { self[AnimationCompletionsKey.self] }
}

/// Runs `body`, animating the view changes it causes with `animation`, and calls `completion` once those
/// animations have finished (at the next frame when nothing animates), as SwiftUI's (iOS 17).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor @Sendable () -> Void
) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    let added = transaction.animationCompletions.last
    let result = try withTransaction(transaction, body)
    // No view took the changes: nothing will track them, so the completion runs on the next turn.
    if let added {
        Task { @MainActor in
            if !added.isClaimed { added.run() }
        }
    }
    return result
}
