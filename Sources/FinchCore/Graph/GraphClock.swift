import Foundation

/// A window's clock: its time in seconds, and the date that time stands for.
///
/// Its one job is the graph's time: animations start and are sampled at `time`, which moves only
/// through `ViewGraph.advance(to:)` (hosts move it from their frame clock; the test window only when a
/// test says so), and `date` ties it to the wall clock once, for texts that count time.
@MainActor
final class GraphClock {
    /// The time in seconds.
    var time: Double = 0
    /// A moment of the clock and the date it was; nil until a date is asked for.
    private var anchor: (time: Double, date: Date)?

    /// The date the clock stands at: the first read ties the clock to the wall clock (`Date()`); after
    /// that the date moves only with `time`. Setting it ties the present to another date.
    var date: Date {
        get {
            let anchor = anchor ?? (time, Date())
            self.anchor = anchor
            return anchor.date.addingTimeInterval(time - anchor.time)
        }
        set { anchor = (time, newValue) }
    }
}
