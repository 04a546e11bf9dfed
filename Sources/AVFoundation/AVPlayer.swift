import FinchUnsafe
import Foundation

/// AVFoundation's player, as Apple's Scrumdinger tutorial rings its "ding" with it.
///
/// Finch plays no sound yet: `play()` moves the player's rate to 1 and back at its end as a silent player
/// would, and says once on standard error that the sound is not heard. The app keeps working; it only
/// misses its sound.
public final class AVPlayer {
    private let url: URL?
    /// 1 while playing, 0 when paused (what apps read to tell).
    public var rate: Float = 0
    public var volume: Float = 1
    public var isMuted = false
    private var position = CMTime.zero

    public init() {
        url = nil
    }

    public init(url: URL) {
        self.url = url
    }

    public func play() {
        rate = 1
        AVFoundationNotice.once(
            "AVPlayer cannot play sound on Linux yet: \(url?.lastPathComponent ?? "the item") is not heard")
    }

    public func pause() {
        rate = 0
    }

    public func seek(to time: CMTime) {
        position = time
    }

    public func currentTime() -> CMTime { position }
}

/// Says each thing Finch's AVFoundation cannot do once, on standard error.
enum AVFoundationNotice {
    private static let said = LockedValue<Set<String>>([])

    static func once(_ message: String) {
        guard said.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data("Finch: \(message).\n".utf8))
    }
}
