import Foundation

/// The audio engine an app records through, as Apple's Scrumdinger transcribes a meeting with it.
///
/// Finch gives apps no microphone: the input node's tap is kept but never called, and `start()` throws,
/// as AVFoundation's does when no input device can run, so the app reports the failure its own way.
public final class AVAudioEngine {
    public let inputNode = AVAudioInputNode()
    public private(set) var isRunning = false

    public init() {}

    public func prepare() {}

    public func start() throws {
        throw NSError(
            domain: "com.apple.coreaudio.avfaudio", code: -10_851,
            userInfo: [NSLocalizedDescriptionKey: "Finch has no audio input to record from"])
    }

    public func stop() {
        isRunning = false
    }
}

public typealias AVAudioNodeBus = Int
public typealias AVAudioFrameCount = UInt32
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// The engine's microphone input.
public final class AVAudioInputNode {
    private var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]

    init() {}

    /// Mono 44.1 kHz floats, the format a phone's microphone reports.
    public func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)
    }

    public func installTap(
        onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
        block tapBlock: @escaping AVAudioNodeTapBlock
    ) {
        taps[bus] = tapBlock
    }

    public func removeTap(onBus bus: AVAudioNodeBus) {
        taps[bus] = nil
    }
}

/// An audio format: sample rate and channels.
public final class AVAudioFormat: Sendable {
    public let sampleRate: Double
    public let channelCount: UInt32

    public init(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
        self.sampleRate = sampleRate
        self.channelCount = channels
    }
}

/// Samples handed to a tap (never, in Finch: no input runs).
public final class AVAudioPCMBuffer {
    public let format: AVAudioFormat
    public var frameLength: AVAudioFrameCount = 0

    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        self.format = format
    }
}

/// When a buffer was captured.
public final class AVAudioTime: Sendable {
    public let sampleTime: Int64
    public let sampleRate: Double

    public init(sampleTime: Int64, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }
}
