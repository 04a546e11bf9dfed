import Foundation

/// The one place GTK's C callbacks cross into the main actor.
///
/// GTK calls signal handlers, sources and async-ready callbacks on the thread running its main loop,
/// which `GTKApplication.run()` starts on the main actor; but the C function types are not isolated,
/// and the pointers they are given (the signal's object, the user data) are not `Sendable`, so Swift
/// cannot see that handing them to main-actor code is safe. `onMainActor` checks it at run time
/// (`MainActor.assumeIsolated` stops the program when called anywhere but on the main actor) and only
/// then gives the arguments to `body`: they never leave the thread they arrived on.
enum GTKCallback {
    /// Runs `body` with the callback's argument on the main actor, which the caller must be on.
    static func onMainActor<A, Result: Sendable>(_ argument: A, _ body: @MainActor (A) -> Result) -> Result {
        nonisolated(unsafe) let argument = argument
        return MainActor.assumeIsolated { body(argument) }
    }

    /// Runs `body` with the callback's two arguments on the main actor, which the caller must be on.
    static func onMainActor<A, B, Result: Sendable>(
        _ first: A, _ second: B, _ body: @MainActor (A, B) -> Result
    ) -> Result {
        nonisolated(unsafe) let first = first
        nonisolated(unsafe) let second = second
        return MainActor.assumeIsolated { body(first, second) }
    }
}
