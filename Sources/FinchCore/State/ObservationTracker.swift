import Foundation
import Observation

/// Records the `@Observable` properties a body reads, so a change to one of them re-evaluates just
/// that view, as Apple's Observation documentation describes (only properties a body read count).
@MainActor
enum ObservationTracker {
    static func track<T>(node: ViewNode, _ body: () -> T) -> T {
        // `onChange` is an autoclosure that Observation evaluates only when the body read something
        // observable: a body that read nothing (most of a long list's rows) makes no `WeakNode`, so
        // neither the node nor its graph gets the side table a weak reference gives its object (which
        // sends every later retain and release of it down the runtime's slow path).
        withObservationTracking(body, onChange: invalidation(of: node))
    }

    /// How many bodies have registered for a change so far (for tests: a body that read nothing
    /// observable registers nothing).
    private(set) static var registrationCount = 0

    /// What a change to a property the body read does: called once, before the change, on the thread
    /// that made it.
    private static func invalidation(of node: ViewNode) -> @Sendable () -> Void {
        registrationCount += 1
        let target = WeakNode(node)
        return {
            SnapshotEpoch.noteWrite()
            MainThread.run { target.invalidate() }
        }
    }
}
