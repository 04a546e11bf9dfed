import Foundation

/// The context a `TimelineView`'s content gets, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A view that builds its content again at each date of a schedule, as SwiftUI's `TimelineView`.
///
/// Dates come from the graph's clock (`ViewGraph.now`): a window's frame clock, or a test window's
/// virtual clock, never a wall-clock timer. The view asks to be evaluated again at its next date (a
/// timer on the graph's clock), so between dates it costs nothing.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView, AlwaysEvaluated {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    /// What the content is built for: the date of the entry shown and how often entries come.
    public struct Context {
        /// How often a timeline updates: a Finch window is always `.live` (it has no low-power mode).
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        public let date: Date
        public let cadence: Cadence

        /// Asks for the content to be built again; Finch builds it at every entry anyway.
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let now = node.graph.now
        let progress = TimelineProgress.progress(of: node, schedule: schedule, now: now)
        let date = progress.advance(to: now)
        progress.wake(node, at: progress.upcoming, now: now)
        let context = TimelineViewDefaultContext(date: date, cadence: .live)
        return .concatenated(inputs.build(content(context), identity: .index(0)))
    }
}
