import Foundation

/// One haptic or audio event of a pattern, as Core Haptics' `CHHapticEvent`.
public final class CHHapticEvent {
    /// The kind of event (`.hapticTransient`, `.hapticContinuous`, `.audioContinuous`, `.audioCustom`).
    public struct EventType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// What a parameter of an event sets (intensity, sharpness, envelope, audio).
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        public static let sustained = ParameterID(rawValue: "Sustained")
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    public let type: EventType
    public var eventParameters: [CHHapticEventParameter]
    public var relativeTime: TimeInterval
    /// How long a continuous event lasts (0 for a transient one).
    public var duration: TimeInterval

    public init(
        eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval,
        duration: TimeInterval
    ) {
        self.type = type
        self.eventParameters = eventParameters
        self.relativeTime = relativeTime
        self.duration = duration
    }

    public convenience init(
        eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval
    ) {
        self.init(eventType: type, parameters: eventParameters, relativeTime: relativeTime, duration: 0)
    }
}

/// A parameter's value for one event, as `CHHapticEventParameter`.
public final class CHHapticEventParameter {
    public let parameterID: CHHapticEvent.ParameterID
    public var value: Float

    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A change to a parameter of every event playing, as `CHHapticDynamicParameter`.
public final class CHHapticDynamicParameter {
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    }

    public let parameterID: ID
    public var value: Float
    public var relativeTime: TimeInterval

    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = relativeTime
    }
}

/// A parameter changing along control points, as `CHHapticParameterCurve`.
public final class CHHapticParameterCurve {
    /// One point of the curve, as `CHHapticParameterCurve.ControlPoint`.
    public final class ControlPoint {
        public var relativeTime: TimeInterval
        public var value: Float

        public init(relativeTime: TimeInterval, value: Float) {
            self.relativeTime = relativeTime
            self.value = value
        }
    }

    public let parameterID: CHHapticDynamicParameter.ID
    public var relativeTime: TimeInterval
    public let controlPoints: [ControlPoint]

    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }
}
