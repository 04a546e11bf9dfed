import Foundation

/// Plays a pattern, as Core Haptics' `CHHapticPatternPlayer`. A desktop has nothing to play it on: the
/// players Finch makes accept every call and do nothing (see `CHHapticEngine`).
public protocol CHHapticPatternPlayer: AnyObject {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    func cancel() throws
    var isMuted: Bool { get set }
}

/// A player that can pause, seek and loop, as `CHHapticAdvancedPatternPlayer`.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: CHHapticAdvancedPatternPlayer.CompletionHandler? { get set }
}

extension CHHapticAdvancedPatternPlayer {
    public typealias CompletionHandler = (Error?) -> Void
}

/// The player of a pattern on a machine with no haptics: every call is accepted and does nothing. A
/// completion handler is never called, because nothing ever plays.
final class SilentPatternPlayer: CHHapticAdvancedPatternPlayer {
    let pattern: CHHapticPattern
    var isMuted = false
    var loopEnabled = false
    var loopEnd: TimeInterval = 0
    var playbackRate: Float = 1
    var completionHandler: CompletionHandler?

    init(pattern: CHHapticPattern) {
        self.pattern = pattern
    }

    func start(atTime time: TimeInterval) throws {}
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {}
    func cancel() throws {}
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws {}
    func seek(toOffset offsetTime: TimeInterval) throws {}
}
