import Foundation

/// A date at `startDate` and every `interval` seconds after it (`.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: self.startDate, interval: interval)
    }

    /// The schedule's dates; only the first when the interval is not a positive number.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        init(start: Date, interval: TimeInterval) {
            upcoming = start
            self.interval = interval
        }

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval.isFinite && interval > 0 ? date.addingTimeInterval(interval) : nil
            return date
        }
    }
}
