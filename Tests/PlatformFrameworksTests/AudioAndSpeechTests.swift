import AVFoundation
import Foundation
import Speech
import Testing

// What Apple's Scrumdinger tutorial asks of AVFoundation and Speech, asked as it asks (its permission
// checks are these continuations), and the honest answers a Linux desktop gives.

extension SFSpeechRecognizer {
    fileprivate static func hasAuthorizationToRecognize() async -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization { status in continuation.resume(returning: status == .authorized) }
        }
    }
}

extension AVAudioSession {
    fileprivate func hasPermissionToRecord() async -> Bool {
        await withCheckedContinuation { continuation in
            requestRecordPermission { authorized in continuation.resume(returning: authorized) }
        }
    }
}

@Suite("AVFoundation and Speech: a silent player, no microphone, no recognizer (no fake success)")
struct AudioAndSpeechTests {
    @Test("No recognizer is made, and authorization is restricted")
    func speech() async {
        #expect(SFSpeechRecognizer() == nil)
        #expect(SFSpeechRecognizer(locale: Locale(identifier: "en_US")) == nil)
        #expect(await SFSpeechRecognizer.hasAuthorizationToRecognize() == false)
        #expect(SFSpeechRecognizer.authorizationStatus() == .restricted)
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        #expect(request.shouldReportPartialResults)
    }

    @Test("The session keeps its settings; recording is denied and the engine does not start")
    func recording() async throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playAndRecord, mode: .measurement, options: .duckOthers)
        try session.setActive(true, options: .notifyOthersOnDeactivation)
        #expect(session.category == .playAndRecord && session.mode == .measurement && session.isActive)
        #expect(await session.hasPermissionToRecord() == false)
        #expect(session.recordPermission == .denied)
        let engine = AVAudioEngine()
        let format = engine.inputNode.outputFormat(forBus: 0)
        engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: format) { _, _ in }
        engine.prepare()
        #expect(throws: (any Error).self) { try engine.start() }
        engine.stop()
        engine.inputNode.removeTap(onBus: 0)
        #expect(format.sampleRate == 44_100)
    }

    @Test("The ding player plays (silently): its rate and position follow play, seek and pause")
    func player() {
        let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/ding.wav"))
        player.seek(to: .zero)
        player.play()
        #expect(player.rate == 1)
        player.seek(to: CMTime(seconds: 0.5, preferredTimescale: 600))
        #expect(player.currentTime().seconds == 0.5)
        player.pause()
        #expect(player.rate == 0)
    }
}
