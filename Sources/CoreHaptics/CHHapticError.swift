import Foundation

/// Core Haptics' errors, with Apple's codes, as `CHHapticError` is seen from Swift.
public struct CHHapticError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case engineNotRunning = -4805
        case operationNotPermitted = -4806
        case engineStartTimeout = -4808
        case notSupported = -4809
        case serverInitFailed = -4810
        case serverInterrupted = -4811
        case invalidPatternPlayer = -4812
        case invalidPatternData = -4813
        case invalidPatternDictionary = -4814
        case invalidAudioSession = -4815
        case invalidEngineParameter = -4816
        case invalidParameterType = -4820
        case invalidEventType = -4821
        case invalidEventTime = -4822
        case invalidEventDuration = -4823
        case invalidAudioResource = -4824
        case resourceNotAvailable = -4825
        case badEventEntry = -4830
        case badParameterEntry = -4831
        case invalidTime = -4840
        case fileNotFound = -4851
        case insufficientPower = -4897
        case unknownError = -4898
        case memoryError = -4899
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static let errorDomain = "com.apple.CoreHaptics"

    public var description: String { "CHHapticError(\(code), \(code.rawValue))" }

    public static let engineNotRunning = Code.engineNotRunning
    public static let notSupported = Code.notSupported
    public static let invalidPatternData = Code.invalidPatternData
    public static let invalidEventTime = Code.invalidEventTime
    public static let invalidEventDuration = Code.invalidEventDuration
    public static let fileNotFound = Code.fileNotFound
}

/// Apple's constant for "now" in a player's `start(atTime:)`.
public let CHHapticTimeImmediate: TimeInterval = 0
