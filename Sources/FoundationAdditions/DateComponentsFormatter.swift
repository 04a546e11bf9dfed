import Foundation

/// Foundation's `DateComponentsFormatter`, which Linux's Foundation declares but marks unavailable: writes
/// a duration in its allowed units, positionally ("1:05", "01:02:03") or in words ("1h 5m", "1 hour,
/// 5 minutes"), in English as an iPhone set up in English writes them.
///
/// A module that imports Foundation shadows Foundation's own names, so this class is the one code finds
/// wherever `FoundationAdditions` is visible (`import SwiftUI`, or the README's import setting). A
/// `TimeInterval` is split from a fixed start in UTC (no daylight-saving hour in the middle) and its
/// seconds are rounded down, so a stopwatch never shows a second early (Finch's choice). Months count
/// from that start; words are English only.
open class DateComponentsFormatter: Formatter {
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var unitsStyle = UnitsStyle.positional
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// At most this many units, the largest first (0: no limit).
    open var maximumUnitCount = 0
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var calendar: Calendar? = nil

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `interval` in the allowed units; a negative one with a leading minus.
    open func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite else { return nil }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let end = start.addingTimeInterval(abs(interval).rounded(.down))
        guard let text = string(from: start, to: end) else { return nil }
        return interval <= -1 ? "-" + text : text
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        var utc = calendar ?? Calendar(identifier: .gregorian)
        if calendar == nil, let zone = TimeZone(identifier: "UTC") { utc.timeZone = zone }
        let components = utc.dateComponents(Set(units.map(\.component)), from: startDate, to: endDate)
        return string(from: components)
    }

    /// The components given, in the allowed units (a component of a unit not allowed is left out).
    open func string(from components: DateComponents) -> String? {
        let values = units.map { ($0, components.value(for: $0.component) ?? 0) }
        guard !values.isEmpty else { return nil }
        let shown = chosen(values)
        let text = unitsStyle == .positional ? positional(shown) : words(shown)
        let approximate = includesApproximationPhrase ? "About " + text : text
        return includesTimeRemainingPhrase ? approximate + " remaining" : approximate
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let number as NSNumber: string(from: number.doubleValue)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// The allowed units, largest first.
    private var units: [DurationUnit] {
        DurationUnit.allCases.filter { allowedUnits.contains($0.calendarUnit) }
    }

    /// The units shown after the zero rules and the unit count.
    private func chosen(_ values: [(DurationUnit, Int)]) -> [(DurationUnit, Int)] {
        var behaviour = zeroFormattingBehavior
        if behaviour.contains(.default) {
            behaviour.remove(.default)
            behaviour.formUnion(unitsStyle == .positional ? .dropLeading : .dropAll)
        }
        var shown = values
        let padsAll = behaviour.contains(.pad) && unitsStyle == .positional
        if behaviour.contains(.dropLeading) && !padsAll {
            // Positional keeps the last two units ("0:05"); words keep at least the last one.
            let keep = unitsStyle == .positional ? 2 : 1
            while shown.count > keep, shown[0].1 == 0 { shown.removeFirst() }
        }
        if behaviour.contains(.dropTrailing) && !padsAll {
            while shown.count > 1, shown[shown.count - 1].1 == 0 { shown.removeLast() }
        }
        if behaviour.contains(.dropMiddle) && !padsAll && shown.count > 2 {
            let middle = shown[1..<(shown.count - 1)].filter { $0.1 != 0 }
            shown = [shown[0]] + middle + [shown[shown.count - 1]]
        }
        if unitsStyle != .positional, shown.count > 1, behaviour.contains(.dropAll) {
            let nonzero = shown.filter { $0.1 != 0 }
            shown = nonzero.isEmpty ? [shown[shown.count - 1]] : nonzero
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount {
            shown = Array(shown.prefix(maximumUnitCount))
        }
        return shown
    }

    /// "1:02:03": the first unit as it is (two digits under `.pad`), the others in two digits.
    private func positional(_ shown: [(DurationUnit, Int)]) -> String {
        let pads = zeroFormattingBehavior.contains(.pad)
        return shown.enumerated().map { index, entry in
            index == 0 && !pads ? String(entry.1) : String(format: "%02d", entry.1)
        }
        .joined(separator: ":")
    }

    private func words(_ shown: [(DurationUnit, Int)]) -> String {
        let parts = shown.map { unit, value in unit.words(value, style: unitsStyle) }
        switch unitsStyle {
        case .abbreviated, .brief: return parts.joined(separator: " ")
        default: return parts.joined(separator: ", ")
        }
    }
}

/// A unit of a duration, largest first, with its English names.
private enum DurationUnit: CaseIterable {
    case year, month, week, day, hour, minute, second

    var calendarUnit: NSCalendar.Unit { calendarNames.unit }
    var component: Calendar.Component { calendarNames.component }

    /// The unit in `NSCalendar`'s and `Calendar`'s names.
    private var calendarNames: (unit: NSCalendar.Unit, component: Calendar.Component) {
        switch self {
        case .year: (.year, .year)
        case .month: (.month, .month)
        case .week: (.weekOfMonth, .weekOfMonth)
        case .day: (.day, .day)
        case .hour: (.hour, .hour)
        case .minute: (.minute, .minute)
        case .second: (.second, .second)
        }
    }

    /// The names: abbreviated, brief, short, and the full singular.
    private var names: (abbreviated: String, brief: String, short: String, full: String) {
        switch self {
        case .year: ("y", "yr", "yr", "year")
        case .month: ("mo", "mth", "mth", "month")
        case .week: ("w", "wk", "wk", "week")
        case .day: ("d", "d", "day", "day")
        case .hour: ("h", "hr", "hr", "hour")
        case .minute: ("m", "min", "min", "minute")
        case .second: ("s", "sec", "sec", "second")
        }
    }

    func words(_ value: Int, style: DateComponentsFormatter.UnitsStyle) -> String {
        let names = self.names
        let plural = value == 1 ? "" : "s"
        switch style {
        case .abbreviated: return "\(value)\(names.abbreviated)"
        case .brief: return "\(value)\(names.brief)"
        case .short: return "\(value) \(names.short)\(self == .day || self == .year ? plural : "")"
        case .spellOut: return "\(Self.spelledOut(value)) \(names.full)\(plural)"
        case .full, .positional: return "\(value) \(names.full)\(plural)"
        }
    }

    private static func spelledOut(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
