import Foundation

/// How often a timeline's dates come, as SwiftUI's `TimelineSchedule`: a schedule lists the dates at
/// which a `TimelineView` shows its content again, from the date the view appeared.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a timeline may update as often as it asks (`.normal`) or was told to save work
/// (`.lowFrequency`). A Finch window is never in low-frequency mode.
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal
    case lowFrequency
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A date for every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A date every frame, at most every `minimumInterval` seconds; none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// `startDate`, then every `interval` seconds.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// The given dates, in order; none after the last.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
