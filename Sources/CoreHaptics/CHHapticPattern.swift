import Foundation

/// Events and parameter changes played together, as `CHHapticPattern`. The pattern is checked as
/// Apple's is (times and durations not negative), so a mistake shows on Linux too.
public final class CHHapticPattern {
    public let events: [CHHapticEvent]
    public let parameters: [CHHapticDynamicParameter]
    public let parameterCurves: [CHHapticParameterCurve]

    /// The time the last event ends.
    public var duration: TimeInterval {
        events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }

    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        try Self.check(events)
        self.events = events
        self.parameters = parameters
        self.parameterCurves = []
    }

    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        try Self.check(events)
        self.events = events
        self.parameters = []
        self.parameterCurves = parameterCurves
    }

    /// A pattern from an AHAP dictionary (`["Pattern": [["Event": […]], …]]`); only its shape is read.
    public convenience init(dictionary: [CHHapticPattern.Key: Any]) throws {
        guard let entries = dictionary[.pattern] as? [Any] else {
            throw CHHapticError(.invalidPatternDictionary)
        }
        try self.init(events: entries.compactMap(Self.event(from:)), parameters: [])
    }

    /// A pattern from an AHAP file.
    public convenience init(contentsOf url: URL) throws {
        guard let data = try? Data(contentsOf: url) else { throw CHHapticError(.fileNotFound) }
        try self.init(dictionary: Self.dictionary(fromAHAP: data))
    }

    /// The keys of an AHAP dictionary, as `CHHapticPattern.Key`.
    public struct Key: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let version = Key(rawValue: "Version")
        public static let pattern = Key(rawValue: "Pattern")
        public static let event = Key(rawValue: "Event")
        public static let eventType = Key(rawValue: "EventType")
        public static let time = Key(rawValue: "Time")
        public static let eventDuration = Key(rawValue: "EventDuration")
        public static let eventParameters = Key(rawValue: "EventParameters")
        public static let parameterID = Key(rawValue: "ParameterID")
        public static let parameterValue = Key(rawValue: "ParameterValue")
    }

    /// An AHAP file's JSON as a pattern dictionary; invalid JSON or no `Pattern` array is Apple's error.
    static func dictionary(fromAHAP data: Data) throws -> [Key: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object[Key.pattern.rawValue] is [Any]
        else { throw CHHapticError(.invalidPatternData) }
        return Dictionary(uniqueKeysWithValues: object.map { (Key(rawValue: $0.key), $0.value) })
    }

    /// The event of one `Pattern` entry, or nil for an entry that is not an event (a parameter curve).
    private static func event(from entry: Any) -> CHHapticEvent? {
        guard let event = (entry as? [String: Any])?[Key.event.rawValue] as? [String: Any],
            let type = event[Key.eventType.rawValue] as? String
        else { return nil }
        let time = (event[Key.time.rawValue] as? Double) ?? 0
        let duration = (event[Key.eventDuration.rawValue] as? Double) ?? 0
        let parameters = (event[Key.eventParameters.rawValue] as? [[String: Any]] ?? []).compactMap { entry in
            (entry[Key.parameterID.rawValue] as? String).map {
                CHHapticEventParameter(
                    parameterID: CHHapticEvent.ParameterID(rawValue: $0),
                    value: Float((entry[Key.parameterValue.rawValue] as? Double) ?? 0))
            }
        }
        return CHHapticEvent(
            eventType: CHHapticEvent.EventType(rawValue: type), parameters: parameters, relativeTime: time,
            duration: duration)
    }

    private static func check(_ events: [CHHapticEvent]) throws {
        for event in events {
            guard event.relativeTime.isFinite, event.relativeTime >= 0 else {
                throw CHHapticError(.invalidEventTime)
            }
            guard event.duration.isFinite, event.duration >= 0 else { throw CHHapticError(.invalidEventDuration) }
        }
    }
}
