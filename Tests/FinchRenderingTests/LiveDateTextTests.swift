import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// `Text(_:style:)` with `.relative`, `.offset` and `.timer`, and `Text(timerInterval:)`: their
/// words, and that they change as the window's virtual clock moves (and schedule nothing otherwise).
@MainActor
@Suite("Live date texts: .relative, .offset, .timer, timerInterval")
struct LiveDateTextTests {
    /// A fixed "now" (2026-05-28 12:00 UTC), so no test depends on the machine's clock.
    private let now = Date(timeIntervalSince1970: 1_779_969_600)

    private func reading(_ live: LiveDateText, _ seconds: TimeInterval) -> String {
        live.reading(at: now.addingTimeInterval(seconds)).string
    }

    @Test(".relative writes the two largest units, abbreviated, without a sign")
    func relativeWords() {
        let past = now.addingTimeInterval(-(2 * 3_600 + 15 * 60 + 7))
        #expect(LiveDateText.relative(past).reading(at: now).string == "2 hr, 15 min")
        let future = now.addingTimeInterval(11 * 60 + 14)
        #expect(LiveDateText.relative(future).reading(at: now).string == "11 min, 14 sec")
        #expect(LiveDateText.relative(now.addingTimeInterval(3_614)).reading(at: now).string == "1 hr")
        #expect(LiveDateText.relative(now).reading(at: now).string == "0 sec")
        #expect(LiveDateText.relative(now.addingTimeInterval(-5)).reading(at: now).string == "5 sec")
        let longAgo = now.addingTimeInterval(-(3 * 86_400 + 4 * 3_600))
        #expect(LiveDateText.relative(longAgo).reading(at: now).string == "3 days, 4 hr")
        let yearAgo = Date(timeIntervalSince1970: 1_779_969_600 - 396 * 86_400)
        #expect(LiveDateText.relative(yearAgo).reading(at: now).string == "1 yr, 1 mth")
    }

    @Test(".offset writes the largest unit in full, + for time gone by and - for time to come")
    func offsetWords() {
        #expect(LiveDateText.offset(now.addingTimeInterval(-(2 * 3_600 + 60))).reading(at: now).string == "+2 hours")
        #expect(LiveDateText.offset(now.addingTimeInterval(11 * 60 + 14)).reading(at: now).string == "-11 minutes")
        #expect(LiveDateText.offset(now.addingTimeInterval(-1)).reading(at: now).string == "+1 second")
        #expect(LiveDateText.offset(now).reading(at: now).string == "0 seconds")
    }

    @Test(".timer writes m:ss under an hour, h:mm:ss from an hour on, either side of the date")
    func timerWords() {
        #expect(LiveDateText.timer(now.addingTimeInterval(-125)).reading(at: now).string == "2:05")
        #expect(LiveDateText.timer(now.addingTimeInterval(3_725)).reading(at: now).string == "1:02:05")
        #expect(LiveDateText.timer(now.addingTimeInterval(900)).reading(at: now).string == "15:00")
        #expect(LiveDateText.timer(now).reading(at: now).string == "0:00")
        // Time to come is rounded up: half a second before the date the timer still reads 0:01.
        #expect(reading(.timer(now.addingTimeInterval(1)), 0.5) == "0:01")
        #expect(reading(.timer(now.addingTimeInterval(-1)), -0.5) == "0:00")
    }

    @Test("A timer's next change: in a second, or at the next minute for minute-grained words")
    func nextChanges() {
        #expect(LiveDateText.timer(now.addingTimeInterval(-125)).reading(at: now).nextChange == 1)
        let relative = LiveDateText.relative(now.addingTimeInterval(-(2 * 3_600 + 15 * 60 + 7)))
        let delay = relative.reading(at: now).nextChange ?? 0
        #expect(abs(delay - 53) < 1e-3)
        let offset = LiveDateText.offset(now.addingTimeInterval(3 * 3_600 + 30 * 60))
        // "-3 hours" becomes "-2 hours" when 2:59:59 is left.
        #expect(abs((offset.reading(at: now).nextChange ?? 0) - (30 * 60 + 1)) < 1e-3)
    }

    @Test("Text(timerInterval:) counts down or up inside its interval, holds at the ends, pauses")
    func timerInterval() {
        let range = now...now.addingTimeInterval(90)
        let down = LiveDateText.interval(range, pauseTime: nil, countsDown: true, showsHours: true)
        #expect(reading(down, -10) == "1:30")
        #expect(reading(down, 30) == "1:00")
        #expect(reading(down, 200) == "0:00")
        #expect(down.reading(at: now.addingTimeInterval(200)).nextChange == nil)
        #expect(down.reading(at: now.addingTimeInterval(-10)).nextChange == 10)
        let up = LiveDateText.interval(range, pauseTime: nil, countsDown: false, showsHours: true)
        #expect(reading(up, 30) == "0:30")
        #expect(reading(up, 200) == "1:30")
        let paused = LiveDateText.interval(
            range, pauseTime: now.addingTimeInterval(20), countsDown: true, showsHours: true)
        #expect(reading(paused, 60) == "1:10")
        #expect(paused.reading(at: now).nextChange == nil)
        let long = LiveDateText.interval(
            now...now.addingTimeInterval(4_500), pauseTime: nil, countsDown: true, showsHours: false)
        #expect(reading(long, 0) == "75:00")
    }

    @Test("A .timer text counts on the window's virtual clock, with text around it")
    func timerTicks() {
        let start = now
        let window = TestWindow(size: CGSize(width: 300, height: 100), now: start) {
            Text("Elapsed ") + Text(start.addingTimeInterval(-58), style: .timer)
        }
        #expect(!window.frames(ofText: "Elapsed 0:58").isEmpty)
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Elapsed 0:59").isEmpty)
        window.advance(by: 1.5)
        #expect(!window.frames(ofText: "Elapsed 1:00").isEmpty)
        window.advance(by: 3_600)
        #expect(!window.frames(ofText: "Elapsed 1:01:00").isEmpty)
    }

    @Test("A countdown stops at 0:00 and then schedules nothing; a window without live text is idle")
    func countdownEndsIdle() {
        let window = TestWindow(size: CGSize(width: 200, height: 60), now: now) {
            Text(timerInterval: now...now.addingTimeInterval(3))
        }
        #expect(!window.frames(ofText: "0:03").isEmpty)
        #expect(window.host.nextWake == .at(1))
        window.advance(by: 2)
        #expect(!window.frames(ofText: "0:01").isEmpty)
        window.advance(by: 5)
        #expect(!window.frames(ofText: "0:00").isEmpty)
        #expect(window.host.nextWake == .idle)

        let still = TestWindow(size: CGSize(width: 200, height: 60), now: now) {
            Text(now, style: .date)
        }
        _ = still.displayList
        #expect(still.host.nextWake == .idle)
    }

    private struct Toggled: View {
        @State var shows = true
        let date: Date
        var body: some View {
            VStack {
                if shows { Text(date, style: .relative) }
                Button("Hide") { shows = false }
            }
        }
    }

    @Test("A live text that leaves the window takes its wake with it")
    func removedTextCancels() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 100), now: now) {
            Toggled(date: now.addingTimeInterval(-5))
        }
        #expect(!window.frames(ofText: "5 sec").isEmpty)
        window.advance(by: 1)
        #expect(!window.frames(ofText: "6 sec").isEmpty)
        let button = try #require(window.frames(ofText: "Hide").first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "6 sec").isEmpty)
        #expect(window.host.nextWake == .idle)
    }
}
