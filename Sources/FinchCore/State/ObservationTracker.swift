import Foundation
import Observation

/// Records the `@Observable` properties a body reads, so a change to one of them re-evaluates just
/// that view, as Apple's Observation documentation describes (only properties a body read count).
@MainActor
enum ObservationTracker {
    static func track<T>(node: ViewNode, _ body: () -> T) -> T {
        let target = WeakNode(node)
        return withObservationTracking(body) {
            // Called once, before the change, on the thread that made it.
            SnapshotEpoch.noteWrite()
            MainThread.run { target.invalidate() }
        }
    }
}
