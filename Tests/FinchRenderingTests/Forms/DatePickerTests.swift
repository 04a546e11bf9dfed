import Finch
import FinchTesting
import Foundation
import Testing

/// Dates in UTC on the Gregorian calendar, so the tests do not depend on the machine's zone.
enum TestDates {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 16, _ minute: Int = 20) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
            ?? Date(timeIntervalSince1970: 0)
    }

    /// "2026-12-01 16:20", to show a binding's value.
    static func text(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = utc
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}

extension View {
    /// UTC, en_US_POSIX, the Gregorian calendar, and today fixed at December 3, 2026.
    func testDateEnvironment() -> some View {
        environment(\.timeZone, TestDates.utc)
            .environment(\.locale, Locale(identifier: "en_US_POSIX"))
            .environment(\.calendar, Calendar(identifier: .gregorian))
            .environment(\.datePickerToday, TestDates.date(2026, 12, 3))
    }
}

/// A date picker on December 1, 2026, 4:20 PM, its binding shown below it.
private struct DateSample<Style: DatePickerStyle>: View {
    let style: Style
    var components: DatePickerComponents = [.date, .hourAndMinute]
    var range: ClosedRange<Date>? = nil
    @State var date = TestDates.date(2026, 12, 1)

    var body: some View {
        VStack(spacing: 12) {
            if let range {
                DatePicker("Start", selection: $date, in: range, displayedComponents: components)
            } else {
                DatePicker("Start", selection: $date, displayedComponents: components)
            }
            Text("Chosen: \(TestDates.text(date))")
        }
        .datePickerStyle(style)
        .padding()
        .frame(maxHeight: .infinity, alignment: .top)
        .testDateEnvironment()
    }
}

@MainActor
@Suite("DatePicker: compact pills, a month calendar, wheels; ranges")
struct DatePickerTests {
    static let size = CGSize(width: 390, height: 560)

    private func window<V: View>(_ view: V) -> TestWindow {
        let window = TestWindow(size: Self.size) { view }
        window.advance(by: 0)
        window.advance(by: 0)
        return window
    }

    // MARK: Compact

    @Test("Compact: the label, then the date and time as pills")
    func compactPills() throws {
        let window = window(DateSample(style: .compact))
        let date = try #require(window.frames(ofText: "Dec 1, 2026").first)
        let time = try #require(window.frames(ofText: "4:20 PM").first)
        #expect(window.shows("Start"))
        // The time pill ends at the trailing padding, its text 11 pt inside it.
        #expect(abs(time.maxX - (390 - 16 - 11)) <= 1)
        #expect(date.maxX < time.minX)
        assertSnapshot(png: window.pngData())
    }

    @Test("Compact: a tap on the date opens the calendar, the pill tinted; a tap on a day chooses it and closes")
    func compactCalendar() throws {
        let window = window(DateSample(style: .compact))
        try window.tap(text: "Dec 1, 2026")
        #expect(window.shows("December 2026"))
        assertSnapshot(png: window.pngData(), named: "open")
        try window.tap(text: "15")
        #expect(window.frames(ofText: "December 2026").isEmpty)
        #expect(window.shows("Dec 15, 2026"))
        #expect(window.shows("Chosen: 2026-12-15 16:20"))
    }

    @Test("Compact: Space opens the calendar, the arrows move the day, Escape closes")
    func compactKeys() throws {
        let window = window(DateSample(style: .compact))
        window.press(FormKeys.tab)
        window.press(FormKeys.space)
        #expect(window.shows("December 2026"))
        window.press(FormKeys.right)
        window.press(FormKeys.down)
        #expect(window.shows("Chosen: 2026-12-09 16:20"))
        window.press(FormKeys.escape)
        #expect(window.frames(ofText: "December 2026").isEmpty)
        #expect(window.shows("Dec 9, 2026"))
        // Focus is back on the pill: Return opens the calendar again.
        window.press(FormKeys.returnKey)
        #expect(window.shows("December 2026"))
    }

    @Test("Compact: the time pill opens hour, minute and AM/PM wheels")
    func compactTime() throws {
        let window = window(DateSample(style: .compact))
        try window.tap(text: "4:20 PM")
        #expect(window.shows("PM"))
        assertSnapshot(png: window.pngData(), named: "wheels")
        // The minute drum, focused by Tab, turns with Down.
        let minute = try #require(window.frames(ofText: "20").first)
        window.scroll(at: CGPoint(x: minute.midX, y: minute.midY), by: CGSize(width: 0, height: 80))
        window.advance(by: 1)
        #expect(window.shows("Chosen: 2026-12-01 16:22"))
    }

    // MARK: Graphical

    @Test("Graphical: a month of days under a 17-pt header, about 344 pt tall; the chosen day filled")
    func graphicalLayout() throws {
        let window = window(DateSample(style: .graphical, components: .date))
        let title = try #require(window.frames(ofText: "December 2026").first)
        let first = try #require(window.frames(ofText: "1").first)
        let eighth = try #require(window.frames(ofText: "8").first)
        // December 1, 2026 is a Tuesday: the third column; the 8th is a row below.
        #expect(abs(eighth.midY - first.midY - 44) <= 0.5)
        #expect(abs(eighth.midX - first.midX) <= 0.5)
        #expect(abs(first.midX - (16 + 358 * 2.5 / 7)) <= 1)
        #expect(title.minY >= 16 + 8)
        let text = try #require(window.frames(ofText: "Chosen: 2026-12-01 16:20").first)
        #expect(abs(text.minY - (16 + 344 + 12)) <= 1)
        assertSnapshot(png: window.pngData())
    }

    @Test("Graphical: a tap chooses a day, keeping the time; the arrows go to other months")
    func graphicalTap() throws {
        let window = window(DateSample(style: .graphical, components: .date))
        try window.tap(text: "24")
        #expect(window.shows("Chosen: 2026-12-24 16:20"))
        // The right arrow (the trailing 44 pt of the header) shows January.
        let title = try #require(window.frames(ofText: "December 2026").first)
        window.tap(at: CGPoint(x: 390 - 16 - 22, y: title.midY))
        window.advance(by: 1)
        #expect(window.shows("January 2027"))
        try window.tap(text: "5")
        #expect(window.shows("Chosen: 2027-01-05 16:20"))
    }

    @Test("Graphical: Left and Right move a day, Up and Down a week, into the next month")
    func graphicalKeys() throws {
        let window = window(DateSample(style: .graphical, components: .date))
        window.press(FormKeys.tab)
        window.press(FormKeys.left)
        #expect(window.shows("Chosen: 2026-11-30 16:20"))
        #expect(window.shows("November 2026"))
        window.press(FormKeys.right)
        window.press(FormKeys.down)
        window.press(FormKeys.down)
        window.press(FormKeys.up)
        #expect(window.shows("Chosen: 2026-12-08 16:20"))
    }

    @Test("A range greys the days outside it; they cannot be chosen and the keys stop at its ends")
    func rangeClampsAndGreys() throws {
        let range = TestDates.date(2026, 11, 28, 0, 0)...TestDates.date(2026, 12, 10, 23, 59)
        let window = window(DateSample(style: .graphical, components: .date, range: range))
        assertSnapshot(png: window.pngData())
        try window.tap(text: "20")
        #expect(window.shows("Chosen: 2026-12-01 16:20"))
        window.press(FormKeys.tab)
        window.press(FormKeys.down)
        window.press(FormKeys.down)
        #expect(window.shows("Chosen: 2026-12-10 23:59"))
        window.press(FormKeys.up)
        window.press(FormKeys.up)
        window.press(FormKeys.up)
        #expect(window.shows("Chosen: 2026-11-28 00:00"))
    }

    @Test("A selection outside the range is shown at the nearest bound")
    func selectionOutsideRange() throws {
        struct Sample: View {
            @State var date = TestDates.date(2030, 1, 1)
            var body: some View {
                DatePicker("Due", selection: $date, in: ...TestDates.date(2026, 12, 24), displayedComponents: .date)
                    .padding()
                    .testDateEnvironment()
            }
        }
        let window = window(Sample())
        #expect(window.shows("Dec 24, 2026"))
    }

    // MARK: Wheel

    @Test("Wheel: month, day and year drums; each turns by drag and keys")
    func wheel() throws {
        let window = window(DateSample(style: .wheel, components: .date))
        #expect(window.shows("December"))
        assertSnapshot(png: window.pngData())
        // The day drum: a drag up by a row chooses the 2nd.
        let day = try #require(window.frames(ofText: "1").first)
        window.drag(from: CGPoint(x: day.midX, y: day.midY), to: CGPoint(x: day.midX, y: day.midY - 32), duration: 1)
        window.advance(by: 1)
        #expect(window.shows("Chosen: 2026-12-02 16:20"))
        // Tab reaches the month drum first: Up turns to November.
        window.press(FormKeys.tab)
        window.press(FormKeys.up)
        #expect(window.shows("Chosen: 2026-11-02 16:20"))
    }
}
