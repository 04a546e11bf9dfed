import Foundation
import FoundationAdditions
import Testing

/// Linux's Foundation marks `DateComponentsFormatter` unavailable; Finch's writes durations as an iPhone in
/// English does (a stopwatch's "01:05", a countdown's "1:02:03", a summary's "1h 5m").
@Suite("DateComponentsFormatter: durations positionally and in words")
struct DateComponentsFormatterTests {
    private func formatter(
        _ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle = .positional,
        zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
    ) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    @Test("Positional: the first unit as it is, the rest in two digits; .pad pads it too")
    func positional() {
        let minutes = formatter([.minute, .second])
        #expect(minutes.string(from: 65) == "1:05")
        #expect(minutes.string(from: 5) == "0:05")
        #expect(minutes.string(from: 3725) == "62:05")
        #expect(minutes.string(from: 65.9) == "1:05", "seconds rounded down")
        #expect(minutes.string(from: -65) == "-1:05")
        let padded = formatter([.minute, .second], zeros: .pad)
        #expect(padded.string(from: 65) == "01:05")
        let hours = formatter([.hour, .minute, .second])
        #expect(hours.string(from: 3725) == "1:02:05")
        #expect(hours.string(from: 125) == "2:05", "a leading zero hour dropped")
        #expect(formatter([.hour, .minute, .second], zeros: .pad).string(from: 125) == "00:02:05")
    }

    @Test("In words: abbreviated, brief, short, full and spelled out; zero units dropped by default")
    func words() {
        #expect(formatter([.hour, .minute, .second], .abbreviated).string(from: 3725) == "1h 2m 5s")
        #expect(formatter([.hour, .minute, .second], .abbreviated).string(from: 3605) == "1h 5s")
        #expect(formatter([.hour, .minute], .brief).string(from: 3720) == "1hr 2min")
        #expect(formatter([.hour, .minute], .short).string(from: 7320) == "2 hr, 2 min")
        #expect(formatter([.hour, .minute, .second], .full).string(from: 3661) == "1 hour, 1 minute, 1 second")
        #expect(formatter([.minute, .second], .full).string(from: 0) == "0 seconds")
        #expect(formatter([.minute], .spellOut).string(from: 180) == "three minutes")
        let days = formatter([.day, .hour], .full)
        #expect(days.string(from: 2 * 86400 + 3600) == "2 days, 1 hour")
    }

    @Test("The unit count, the phrases, components and other values")
    func options() {
        let limited = formatter([.hour, .minute, .second], .abbreviated)
        limited.maximumUnitCount = 2
        #expect(limited.string(from: 3725) == "1h 2m")
        limited.includesApproximationPhrase = true
        limited.includesTimeRemainingPhrase = true
        #expect(limited.string(from: 3725) == "About 1h 2m remaining")
        var components = DateComponents()
        components.minute = 3
        components.second = 7
        #expect(formatter([.minute, .second]).string(from: components) == "3:07")
        #expect(formatter([.minute, .second]).string(for: 65.0) == "1:05")
        #expect(formatter([.minute, .second]).string(for: "soon") == nil)
        #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .abbreviated) == "3m 7s")
        var timer = Timer()
        timer.invalidate()
        timer = Timer(timeInterval: 1, repeats: false) { _ in }
        #expect(timer.isValid)
    }
}
