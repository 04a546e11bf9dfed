import Foundation

/// A whole number of seconds in the words iOS's date texts use, in US English.
///
/// Years, months and days are counted on a Gregorian calendar in UTC from the earlier date, so a
/// change of daylight saving time does not make an hour appear or vanish. (Finch's choice: iOS
/// counts in the user's calendar.)
struct DurationWords {
    enum Unit: Int, CaseIterable {
        case year, month, day, hour, minute, second

        /// `.relative`'s abbreviations, as iOS writes them ("11 min, 14 sec").
        func abbreviated(_ value: Int) -> String {
            switch self {
            case .year: return value == 1 ? "yr" : "yrs"
            case .month: return value == 1 ? "mth" : "mths"
            case .day: return value == 1 ? "day" : "days"
            case .hour: return "hr"
            case .minute: return "min"
            case .second: return "sec"
            }
        }

        /// `.offset`'s full words ("+2 hours", "-1 minute").
        func full(_ value: Int) -> String {
            let word = ["year", "month", "day", "hour", "minute", "second"][rawValue]
            return value == 1 ? word : word + "s"
        }

        /// The seconds after which the words of this unit may step: a day for months and years,
        /// whose length varies (a wake that finds nothing changed just waits again).
        var stepSeconds: Int {
            switch self {
            case .year, .month, .day: return 86_400
            case .hour: return 3_600
            case .minute: return 60
            case .second: return 1
            }
        }
    }

    /// The value of each unit, largest first.
    let values: [Int]

    init(seconds: Int, from start: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let end = start.addingTimeInterval(TimeInterval(seconds))
        let components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start, to: end)
        values = [
            components.year, components.month, components.day, components.hour, components.minute, components.second,
        ].map { $0 ?? 0 }
    }

    /// The largest unit that is not zero (nil for no time at all).
    private var largest: Unit? {
        values.firstIndex { $0 != 0 }.flatMap(Unit.init(rawValue:))
    }

    /// The largest unit and the one below it, that one only when it is not zero: "2 hr, 15 min",
    /// "1 hr" (for an hour and 14 seconds), "0 sec".
    var relative: String {
        guard let largest else { return "0 sec" }
        var words = [phrase(largest, largest.abbreviated)]
        if let next = Unit(rawValue: largest.rawValue + 1), values[next.rawValue] != 0 {
            words.append(phrase(next, next.abbreviated))
        }
        return words.joined(separator: ", ")
    }

    /// `relative` steps with the unit below its largest (seconds when the largest is seconds).
    var relativeGranularity: Int {
        guard let largest else { return 1 }
        return (Unit(rawValue: largest.rawValue + 1) ?? .second).stepSeconds
    }

    /// The largest unit alone, without a sign: "2 hours", "0 seconds".
    var offset: String {
        guard let largest else { return "0 seconds" }
        return phrase(largest, largest.full)
    }

    var offsetGranularity: Int { largest?.stepSeconds ?? 1 }

    private func phrase(_ unit: Unit, _ word: (Int) -> String) -> String {
        let value = values[unit.rawValue]
        return "\(value) \(word(value))"
    }

    /// A stopwatch's face: "2:05", or "1:02:05" from an hour on (with `showsHours`; without it the
    /// minutes go past 59).
    static func clock(seconds: Int, showsHours: Bool) -> String {
        let hours = seconds / 3_600
        let minutes = (seconds % 3_600) / 60
        let rest = seconds % 60
        if showsHours, hours > 0 {
            return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
        }
        return "\(seconds / 60):\(twoDigits(rest))"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
