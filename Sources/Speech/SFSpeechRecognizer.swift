import AVFoundation
import Foundation

/// Speech's recognizer, as Apple's Scrumdinger transcribes its meetings.
///
/// Finch has no speech recognizer: `SFSpeechRecognizer()` is nil, as it is for a locale Apple cannot
/// recognise, and authorization is `.restricted` (the device cannot recognise speech), so an app shows the
/// message it shows then. Nothing is ever transcribed (no fake success).
public final class SFSpeechRecognizer {
    public init?() { nil }

    public init?(locale: Locale) { nil }

    public var isAvailable: Bool { false }
    public var locale: Locale { Locale.current }

    /// Replies `.restricted` on a background queue.
    public static func requestAuthorization(
        _ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void
    ) {
        DispatchQueue.global().async { handler(.restricted) }
    }

    public static func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .restricted }

    public static func supportedLocales() -> Set<Locale> { [] }

    /// A task that fails at once (never reached: no recognizer is ever made).
    public func recognitionTask(
        with request: SFSpeechRecognitionRequest,
        resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void
    ) -> SFSpeechRecognitionTask {
        resultHandler(nil, NSError(domain: "kAFAssistantErrorDomain", code: 1101))
        return SFSpeechRecognitionTask()
    }
}

public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, restricted, authorized
}

/// What to recognise.
public class SFSpeechRecognitionRequest {
    public var shouldReportPartialResults = true
    public var requiresOnDeviceRecognition = false
    public var contextualStrings: [String] = []
}

/// Audio handed in buffer by buffer, from an engine's tap.
public final class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    public override init() {}

    public func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}

    public func endAudio() {}
}

/// A recognition in progress.
public final class SFSpeechRecognitionTask {
    public private(set) var isCancelled = false
    public private(set) var isFinishing = false

    init() {}

    public func cancel() {
        isCancelled = true
    }

    public func finish() {
        isFinishing = true
    }
}

/// What was recognised.
public final class SFSpeechRecognitionResult {
    public let bestTranscription: SFTranscription
    public let transcriptions: [SFTranscription]
    public let isFinal: Bool

    init(bestTranscription: SFTranscription, isFinal: Bool) {
        self.bestTranscription = bestTranscription
        self.transcriptions = [bestTranscription]
        self.isFinal = isFinal
    }
}

/// A transcription's text.
public final class SFTranscription {
    public let formattedString: String

    init(formattedString: String) {
        self.formattedString = formattedString
    }
}
