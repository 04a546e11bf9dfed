import Foundation

/// Core Haptics' engine, as an app on a desktop meets it.
///
/// A desktop has no haptic actuator, so `capabilitiesForHardware().supportsHaptics` is false, which
/// is the check Apple asks apps to make first. Past that check the engine behaves as Apple's does on
/// hardware without haptics: making it succeeds, `start()` reports `CHHapticError(.notSupported)`
/// (no fake success), `stop()` succeeds, players are made for valid patterns and play nothing, and
/// `playPattern(from:)` checks the AHAP data and plays nothing.
///
/// Not `Sendable`, as Apple's is not: an app keeps its engine on one actor (usually the main one). The
/// async calls are `nonisolated(nonsending)` so that `try await engine.start()` runs on the caller's
/// actor and never sends the engine elsewhere.
public final class CHHapticEngine {
    /// Why the engine stopped, as Apple's `CHHapticEngine.StoppedReason`.
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1
        case applicationSuspended = 2
        case idleTimeout = 3
        case notifyWhenFinished = 4
        case engineDestroyed = 5
        case gameControllerDisconnect = 6
        case systemError = -1
    }

    /// What `notifyWhenPlayersFinished` does next, as Apple's `CHHapticEngine.FinishedAction`.
    public enum FinishedAction: Int, Sendable {
        case stopEngine = 1
        case leaveEngineRunning = 2
    }

    // Handlers are called on the caller (completion, finished) or never (stopped, reset), so they need
    // not be `Sendable`; an app's handler may capture its own non-Sendable state.
    public typealias StoppedHandler = (StoppedReason) -> Void
    public typealias ResetHandler = () -> Void
    public typealias CompletionHandler = (Error?) -> Void
    public typealias FinishedHandler = (Error?) -> FinishedAction

    /// Called when the engine stops on its own; never, here, since it never runs.
    public var stoppedHandler: StoppedHandler = { _ in }
    /// Called when the engine must be restarted after a server failure; never, here.
    public var resetHandler: ResetHandler = {}
    public var playsHapticsOnly = false
    public var playsAudioOnly = false
    public var isAutoShutdownEnabled = false
    public var isMutedForAudio = false
    public var isMutedForHaptics = false
    /// The engine's clock: seconds since the engine was made.
    public var currentTime: TimeInterval { Date().timeIntervalSince(made) }

    private let made = Date()

    public init() throws {}

    /// The machine's haptic hardware: none on a desktop.
    public static func capabilitiesForHardware() -> any CHHapticDeviceCapability {
        DesktopHapticCapability()
    }

    /// Fails with `CHHapticError(.notSupported)`: there is no haptic hardware to start.
    public func start() throws {
        throw CHHapticError(.notSupported)
    }

    /// Reports `CHHapticError(.notSupported)` to `completionHandler`, as `start()` throws it.
    public func start(completionHandler: CompletionHandler? = nil) {
        completionHandler?(CHHapticError(.notSupported))
    }

    /// Fails with `CHHapticError(.notSupported)`, as `start()` does.
    nonisolated(nonsending) public func start() async throws {
        throw CHHapticError(.notSupported)
    }

    /// Stopping an engine that never ran succeeds.
    nonisolated(nonsending) public func stop() async throws {}

    /// Stopping an engine that never ran succeeds.
    public func stop(completionHandler: CompletionHandler? = nil) {
        completionHandler?(nil)
    }

    /// Tells `finishedHandler` at once that nothing is playing, with `.engineNotRunning`.
    public func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) {
        _ = finishedHandler(CHHapticError(.engineNotRunning))
    }

    /// A player for `pattern`, which plays nothing.
    public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        SilentPatternPlayer(pattern: pattern)
    }

    /// An advanced player for `pattern`, which plays nothing.
    public func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
        SilentPatternPlayer(pattern: pattern)
    }

    /// Checks the AHAP file (`.fileNotFound`, `.invalidPatternData`) and plays nothing.
    public func playPattern(from url: URL) throws {
        guard let data = try? Data(contentsOf: url) else { throw CHHapticError(.fileNotFound) }
        try playPattern(from: data)
    }

    /// Checks the AHAP data (`.invalidPatternData`) and plays nothing.
    public func playPattern(from data: Data) throws {
        _ = try CHHapticPattern(dictionary: CHHapticPattern.dictionary(fromAHAP: data))
    }
}
