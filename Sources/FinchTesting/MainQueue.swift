import Dispatch
import FinchCore
import Foundation

/// Waiting in tests, without sleeping, for work that ends on the main queue: item-provider loads,
/// fetches and pictures read on other queues come back with `DispatchQueue.main.async`.
public enum MainQueue {
    /// Lets the main queue run everything queued on it so far: the caller resumes from a block queued
    /// behind it. (A `Task.yield()` lets other main-actor work run, but not necessarily the blocks that
    /// other queues posted to the main queue.)
    public static func turn() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }

    /// The waits' turns taken at once, before they start pausing between turns.
    static let immediateTurns = 10
    /// The pause between later turns: it doubles from the first, up to the longest.
    static let firstPause = 0.001
    static let longestPause = 0.01

    /// A wait's turn number `taken`: the first ones at once (what a test waits for is usually queued
    /// already), later ones after a pause on the main queue, doubling up to 10 ms. A wait for a loopback
    /// server or another queue then lets the main queue run what else is queued (other tests' turns) and
    /// the other threads do the work waited for, where turns taken back to back kept the main queue
    /// spinning: tens of thousands of hops a second, most of a sanitized run's time. What arrives is seen
    /// at most a pause later; nothing is decided by the time (the condition is what ends a wait).
    public static func pause(afterTurns taken: Int) async {
        guard taken >= immediateTurns else { return await turn() }
        let doublings = Double(min(taken - immediateTurns, 16))
        let delay = min(longestPause, firstPause * pow(2, doublings))
        await withCheckedContinuation { continuation in
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { continuation.resume() }
        }
    }

    /// Lets what other queues are loading for the app land: takes turns until no item-provider load is
    /// in flight (`ItemProviderLoad`: started, its handler not yet returned), then one more, which runs
    /// what the handlers queued on the main queue before returning; again if that started loads. A drop's
    /// load then reaches the view whatever thread read or decoded it and however long that took, and lets
    /// go of what its handler held (the view, and the view's state, after a window closed). False when a
    /// load was still in flight after `seconds` and `turns` (see `wait`). Work an app queues on its own
    /// queues is not seen: wait for what it changes.
    @MainActor @discardableResult
    public static func settle(seconds: Double = 60, turns: Int = 200) async -> Bool {
        repeat {
            guard await wait(seconds: seconds, turns: turns, until: { NSItemProvider.loadsInFlight == 0 }) else {
                return false
            }
            await turn()
        } while NSItemProvider.loadsInFlight > 0
        return true
    }

    /// Takes turns until `condition` holds, running `eachTurn` (a window's frame, so what arrived is
    /// drawn) before each check; true if it held. Gives up only when both `seconds` of real time and
    /// `turns` turns of its own have passed. Swift Testing starts every test at once and the main actor
    /// runs their turns one after another, so in a loaded full run a test's next turn can come long
    /// after its last, with the work it waits for queued in between: a deadline in real time alone
    /// charged the other tests' time to the one waiting, and failed it though nothing was wrong.
    @MainActor
    public static func wait(
        seconds: Double = 60, turns: Int = 200, eachTurn: () -> Void = {}, until condition: () -> Bool
    ) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var taken = 0
        while ContinuousClock.now < deadline || taken < turns {
            eachTurn()
            if condition() { return true }
            await pause(afterTurns: taken)
            taken += 1
        }
        eachTurn()
        return condition()
    }
}
