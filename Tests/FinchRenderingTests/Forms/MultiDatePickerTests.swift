import Finch
import FinchCairo
import FinchTesting
import Foundation
import Observation
import Testing

/// The days chosen, kept outside the view so a test reads the selection itself.
@Observable
@MainActor
private final class ChosenDays {
    var days: Set<DateComponents>

    init(_ days: Set<DateComponents> = []) {
        self.days = days
    }

    var binding: Binding<Set<DateComponents>> {
        Binding(get: { self.days }, set: { self.days = $0 })
    }
}

/// A day as iOS's `MultiDatePicker` gives it: calendar, era, year, month and day.
private func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
    TestDates.calendar.dateComponents(
        [.calendar, .era, .year, .month, .day], from: TestDates.date(year, month, day, 0, 0))
}

/// `MultiDatePicker`, with today fixed at December 3, 2026 (UTC, Gregorian, en_US_POSIX).
@MainActor
@Suite("MultiDatePicker: a month calendar whose taps add days to a set or take them out")
struct MultiDatePickerTests {
    private func window(_ picker: some View) -> TestWindow {
        let window = TestWindow(size: CGSize(width: 390, height: 400)) {
            picker
                .padding()
                .frame(maxHeight: .infinity, alignment: .top)
                .testDateEnvironment()
        }
        window.advance(by: 0)
        window.advance(by: 0)
        return window
    }

    /// Taps the right (or left) month arrow, the trailing 44 pt of the header.
    private func tapArrow(right: Bool, title: String, in window: TestWindow) throws {
        let header = try #require(window.frames(ofText: title).first, "\(title) is not drawn")
        window.tap(at: CGPoint(x: 390 - 16 - (right ? 22 : 66), y: header.midY))
        window.advance(by: 1)
    }

    @Test("Today's month, the title not drawn; chosen days filled accent circles with white text")
    func layout() throws {
        let chosen = ChosenDays([day(2026, 12, 10), day(2026, 12, 24)])
        let window = window(MultiDatePicker("Dates", selection: chosen.binding))
        #expect(window.shows("December 2026"))
        #expect(window.frames(ofText: "Dates").isEmpty)
        let first = try #require(window.frames(ofText: "1").first)
        let eighth = try #require(window.frames(ofText: "8").first)
        // December 1, 2026 is a Tuesday: the third column; rows 44 pt apart.
        #expect(abs(eighth.midY - first.midY - 44) <= 0.5)
        #expect(abs(first.midX - (16 + 358 * 2.5 / 7)) <= 1)
        let image = try #require(PixelImage(png: window.pngData()))
        func pixel(_ text: String, dx: CGFloat) throws -> PixelImage.Pixel {
            let frame = try #require(window.frames(ofText: text).first)
            return try #require(
                image.pixels(in: CGRect(x: Int(frame.minX - dx), y: Int(frame.midY), width: 1, height: 1)).first)
        }
        // Inside the 40-pt circle, just before the number: the accent; beside an unchosen day, white.
        #expect(ViewPixels.matches(try pixel("10", dx: 4), (0, 122, 255), tolerance: 3))
        #expect(ViewPixels.matches(try pixel("24", dx: 4), (0, 122, 255), tolerance: 3))
        #expect(ViewPixels.matches(try pixel("17", dx: 4), (255, 255, 255), tolerance: 3))
        assertSnapshot(png: window.pngData())
    }

    @Test("A tap adds the day as iOS gives it (calendar, era, year, month, day); another takes it out")
    func toggling() throws {
        let chosen = ChosenDays()
        let window = window(MultiDatePicker(selection: chosen.binding) { Text("Dates") })
        try window.tap(text: "10")
        #expect(chosen.days == [day(2026, 12, 10)])
        let element = try #require(chosen.days.first)
        #expect(element.calendar?.identifier == .gregorian)
        #expect(element.era == 1 && element.year == 2026 && element.month == 12 && element.day == 10)
        #expect(element.hour == nil)
        try window.tap(text: "24")
        #expect(chosen.days == [day(2026, 12, 10), day(2026, 12, 24)])
        try window.tap(text: "10")
        #expect(chosen.days == [day(2026, 12, 24)])
    }

    @Test("Days the app put in the set itself, as year, month and day, show chosen and a tap takes them out")
    func appBuiltComponents() throws {
        let chosen = ChosenDays([DateComponents(year: 2026, month: 12, day: 5)])
        let window = window(MultiDatePicker("Dates", selection: chosen.binding))
        let image = try #require(PixelImage(png: window.pngData()))
        let five = try #require(window.frames(ofText: "5").first)
        let inside = try #require(
            image.pixels(in: CGRect(x: Int(five.minX - 4), y: Int(five.midY), width: 1, height: 1)).first)
        #expect(ViewPixels.matches(inside, (0, 122, 255), tolerance: 3))
        try window.tap(text: "5")
        #expect(chosen.days.isEmpty)
    }

    @Test("The arrows move between months; a day of another month is added with its own month")
    func months() throws {
        let chosen = ChosenDays()
        let window = window(MultiDatePicker("Dates", selection: chosen.binding))
        try tapArrow(right: true, title: "December 2026", in: window)
        #expect(window.shows("January 2027"))
        try window.tap(text: "2")
        #expect(chosen.days == [day(2027, 1, 2)])
        try tapArrow(right: false, title: "January 2027", in: window)
        try tapArrow(right: false, title: "December 2026", in: window)
        #expect(window.shows("November 2026"))
    }

    @Test("A range: days outside it cannot be tapped (its upper bound not included), nor months without days in it")
    func range() throws {
        let chosen = ChosenDays()
        let bounds = TestDates.date(2026, 12, 5, 0, 0)..<TestDates.date(2026, 12, 20, 0, 0)
        let window = window(MultiDatePicker("Dates", selection: chosen.binding, in: bounds))
        try window.tap(text: "4")
        try window.tap(text: "20")
        #expect(chosen.days.isEmpty)
        try window.tap(text: "5")
        try window.tap(text: "19")
        #expect(chosen.days == [day(2026, 12, 5), day(2026, 12, 19)])
        try tapArrow(right: true, title: "December 2026", in: window)
        try tapArrow(right: false, title: "December 2026", in: window)
        #expect(window.shows("December 2026"))
        assertSnapshot(png: window.pngData())
    }

    @Test("Partial ranges: from a day on, and up to (not including) a day; the first month is moved into them")
    func partialRanges() throws {
        let chosen = ChosenDays()
        let from = window(MultiDatePicker("Dates", selection: chosen.binding, in: TestDates.date(2027, 2, 10, 0, 0)...))
        // Today (December 3, 2026) is before the range: its first month is shown.
        #expect(from.shows("February 2027"))
        try from.tap(text: "9")
        try from.tap(text: "10")
        #expect(chosen.days == [day(2027, 2, 10)])
        let upTo = window(MultiDatePicker("Dates", selection: chosen.binding, in: ..<TestDates.date(2026, 12, 8, 0, 0)))
        try upTo.tap(text: "8")
        try upTo.tap(text: "7")
        #expect(chosen.days == [day(2027, 2, 10), day(2026, 12, 7)])
    }
}
