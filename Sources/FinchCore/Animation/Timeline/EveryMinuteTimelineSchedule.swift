import Foundation

/// A date at the start of every minute (`.everyMinute`), from the start of the minute the view appeared in.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
        return PeriodicTimelineSchedule(from: minute, by: 60).entries(from: startDate, mode: mode)
    }
}
