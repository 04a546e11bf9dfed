import Foundation

/// What a live date text shows (`Text(_:style:)` with `.relative`, `.offset` or `.timer`, and
/// `Text(timerInterval:)`): the time between a date and now, written again whenever it changes.
///
/// Seconds are whole: time still to come is rounded up and time gone by rounded down, so a
/// countdown reads "0:00" exactly at its date and "0:01" through its last second. (Finch's
/// choice, pinned by `LiveDateTextTests`: SwiftUI does not say how it rounds.)
enum LiveDateText: Equatable, Sendable {
    case relative(Date)
    case offset(Date)
    case timer(Date)
    case interval(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

    /// The text at one moment, and how many seconds later it next changes (nil: never).
    struct Reading: Equatable {
        var string: String
        var nextChange: TimeInterval?
    }

    /// Below this, two instants are the same: `Date` keeps about 10⁻⁷ s at today's dates, and the
    /// graph's clock adds its own rounding when it stops exactly on a second.
    static let tolerance: TimeInterval = 1e-4

    func reading(at now: Date) -> Reading {
        switch self {
        case .relative(let date):
            return Self.reading(from: now, to: date) { seconds, start in
                let words = DurationWords(seconds: seconds, from: start)
                return (words.relative, words.relativeGranularity)
            }
        case .offset(let date):
            return Self.reading(from: now, to: date) { seconds, start in
                let words = DurationWords(seconds: seconds, from: start)
                // Time gone by is positive, as iOS shows it: a date an hour ago is "+1 hour".
                let sign = seconds == 0 ? "" : (date > now ? "-" : "+")
                return (sign + words.offset, words.offsetGranularity)
            }
        case .timer(let date):
            return Self.reading(from: now, to: date) { seconds, _ in
                (DurationWords.clock(seconds: seconds, showsHours: true), 1)
            }
        case .interval(let range, let pauseTime, let countsDown, let showsHours):
            return Self.intervalReading(
                range, at: pauseTime ?? now, isPaused: pauseTime != nil, countsDown: countsDown,
                showsHours: showsHours)
        }
    }

    /// The reading of a text written from the whole seconds between `now` and `date` by `write`,
    /// which also says in how many seconds of that duration the words step (a minute for "2 hr, 15 min").
    private static func reading(
        from now: Date, to date: Date, write: (Int, Date) -> (String, Int)
    ) -> Reading {
        let distance = date.timeIntervalSince(now)
        let isFuture = distance > tolerance
        let magnitude = abs(distance)
        let seconds = isFuture ? Int((magnitude - tolerance).rounded(.up)) : Int((magnitude + tolerance).rounded(.down))
        let (string, step) = write(seconds, min(now, date))
        return Reading(
            string: string, nextChange: delay(magnitude: magnitude, seconds: seconds, step: step, isFuture: isFuture))
    }

    /// Seconds until the shown whole seconds cross the next multiple of `step`: upwards for time gone
    /// by, downwards (to one second below the multiple, rounded up) for time to come.
    private static func delay(magnitude: Double, seconds: Int, step: Int, isFuture: Bool) -> TimeInterval {
        let step = max(step, 1)
        if isFuture {
            let target = Double((seconds / step) * step - 1)
            return max(magnitude - target, tolerance)
        }
        let target = Double((seconds / step + 1) * step)
        return max(target - magnitude, tolerance)
    }

    private static func intervalReading(
        _ range: ClosedRange<Date>, at now: Date, isPaused: Bool, countsDown: Bool, showsHours: Bool
    ) -> Reading {
        let duration = range.upperBound.timeIntervalSince(range.lowerBound)
        let elapsed = min(max(now.timeIntervalSince(range.lowerBound), 0), duration)
        let shown = countsDown ? duration - elapsed : elapsed
        let seconds = countsDown ? Int((shown - tolerance).rounded(.up)) : Int((shown + tolerance).rounded(.down))
        let string = DurationWords.clock(seconds: max(seconds, 0), showsHours: showsHours)
        var next: TimeInterval?
        if isPaused {
            next = nil
        } else if now < range.lowerBound {
            next = range.lowerBound.timeIntervalSince(now)
        } else if now.timeIntervalSince(range.upperBound) < -tolerance {
            let delay =
                countsDown
                ? shown - Double(seconds - 1)
                : Double(seconds + 1) - shown
            next = max(delay, tolerance)
        }
        return Reading(string: string, nextChange: next)
    }
}
