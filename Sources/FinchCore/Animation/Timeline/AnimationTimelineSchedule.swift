import Foundation

/// A date for every frame (`.animation`), at most every `minimumInterval` seconds, none while paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The frame interval used when none is given: the 60 Hz of the frame clocks Finch runs on.
    static let frameInterval = 1.0 / 60

    public let minimumInterval: Double?
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The step between dates: the frame interval, or the minimum interval when longer.
    var step: Double {
        guard let minimumInterval, minimumInterval.isFinite, minimumInterval > Self.frameInterval else {
            return Self.frameInterval
        }
        return minimumInterval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: startDate, step: step, paused: paused)
    }

    /// `start`, then a date every `step` seconds (only `start` while paused).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let step: Double
        let paused: Bool

        init(start: Date, step: Double, paused: Bool) {
            upcoming = start
            self.step = step
            self.paused = paused
        }

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = paused ? nil : date.addingTimeInterval(step)
            return date
        }
    }
}
