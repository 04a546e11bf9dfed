import CoreHaptics
import Foundation
import Testing

@Suite("Core Haptics on a desktop: no haptic hardware, honestly reported")
struct CoreHapticsTests {
    @Test("The hardware reports no haptics and no audio")
    func capabilities() {
        let capabilities = CHHapticEngine.capabilitiesForHardware()
        #expect(!capabilities.supportsHaptics)
        #expect(!capabilities.supportsAudio)
    }

    @Test("Starting the engine fails with notSupported (-4809), in every form; stopping succeeds")
    func startFails() async throws {
        let engine = try CHHapticEngine()
        #expect(throws: CHHapticError(.notSupported)) { try engine.start() }
        await #expect(throws: CHHapticError(.notSupported)) { try await engine.start() }
        let reported = Reported()
        engine.start { reported.error = $0 }
        #expect((reported.error as? CHHapticError)?.code.rawValue == -4809)
        engine.stop { reported.error = $0 }
        #expect(reported.error == nil)
        try await engine.stop()
    }

    @Test("A pattern is checked as Apple checks it; its players accept every call and play nothing")
    func patternsAndPlayers() throws {
        let sharp = CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5)
        let strong = CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [sharp, strong], relativeTime: 0)
        let hum = CHHapticEvent(eventType: .hapticContinuous, parameters: [strong], relativeTime: 0.25, duration: 1.5)
        let pattern = try CHHapticPattern(events: [tap, hum], parameters: [])
        #expect(pattern.duration == 1.75)
        let engine = try CHHapticEngine()
        let player = try engine.makePlayer(with: pattern)
        try player.start(atTime: CHHapticTimeImmediate)
        try player.sendParameters(
            [CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: 0.3, relativeTime: 0)], atTime: 0)
        try player.stop(atTime: 0)
        let advanced = try engine.makeAdvancedPlayer(with: pattern)
        advanced.loopEnabled = true
        try advanced.pause(atTime: 0)
        let late = CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: -1)
        #expect(throws: CHHapticError(.invalidEventTime)) { try CHHapticPattern(events: [late], parameters: []) }
    }

    @Test("AHAP data is read for its shape; bad data is invalidPatternData")
    func ahap() throws {
        let engine = try CHHapticEngine()
        let ahap =
            #"{"Version": 1, "Pattern": [{"Event": {"Time": 0.5, "EventType": "HapticTransient", "#
            + #""EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.8}]}}]}"#
        try engine.playPattern(from: Data(ahap.utf8))
        let json = try #require(JSONSerialization.jsonObject(with: Data(ahap.utf8)) as? [String: Any])
        let dictionary = Dictionary(
            uniqueKeysWithValues: json.map { (CHHapticPattern.Key(rawValue: $0.key), $0.value) })
        let pattern = try CHHapticPattern(dictionary: dictionary)
        #expect(pattern.events.map(\.relativeTime) == [0.5])
        #expect(pattern.events.first?.eventParameters.first?.value == 0.8)
        #expect(throws: CHHapticError(.invalidPatternData)) { try engine.playPattern(from: Data("{}".utf8)) }
        #expect(throws: CHHapticError(.fileNotFound)) {
            try engine.playPattern(from: URL(fileURLWithPath: "/nonexistent/pattern.ahap"))
        }
    }
}

/// A place for a completion handler to leave its error (handlers run at once, on the caller, and need
/// not be Sendable).
private final class Reported {
    var error: (any Error)?
}
