import Foundation
import Synchronization

/// A clock the tests move by hand; the game's bonus time reads it instead of `Date()`.
final class ManualClock: Sendable {
    private let seconds = Mutex<Double>(0)

    func advance(by interval: Double) { seconds.withLock { $0 += interval } }

    var now: @Sendable () -> Date {
        { [self] in Date(timeIntervalSinceReferenceDate: seconds.withLock { $0 }) }
    }
}
