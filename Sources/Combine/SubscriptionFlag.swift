import Synchronization

/// Whether a subscription is still wanted: set once, when it is cancelled, and read from any thread.
final class SubscriptionFlag: Sendable {
    private let ended = Atomic<Bool>(false)

    init() {}

    var isLive: Bool { !ended.load(ordering: .acquiring) }

    /// Marks the subscription cancelled; true for the first caller only.
    @discardableResult
    func end() -> Bool {
        !ended.exchange(true, ordering: .acquiringAndReleasing)
    }
}
