import Finch
import FinchTesting
import Foundation
import Testing

/// `.scrollTargetBehavior`: where a scroll view comes to rest after a drag lets go. Pages are 300 pt
/// (the window's width); cards are 120 pt with 10 pt between, so their leading edges are 130 pt apart.
@MainActor
@Suite("Scroll target behaviours: paging and view-aligned settling")
struct ScrollTargetBehaviorTests {
    private static let size = CGSize(width: 300, height: 200)

    private struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<5) { index in
                        Text("Page \(index)").frame(width: 300, height: 200)
                    }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    private struct Cards: View {
        let limit: ViewAlignedScrollTargetBehavior.LimitBehavior

        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<20) { index in
                        Text("Card \(index)").frame(width: 120, height: 100)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
        }
    }

    /// How far the content is scrolled (to a point: texts of other widths are centred on whole pixels),
    /// read from the first of `prefix` 0…19 drawn: item `index` is
    /// laid out `index × pitch` after item 0, whose first drawn x was `start`.
    private func scrolled(_ window: TestWindow, _ prefix: String, pitch: CGFloat, start: CGRect) throws -> CGFloat {
        for index in 0..<20 {
            guard let frame = window.frames(ofText: "\(prefix) \(index)").first else { continue }
            return start.midX + CGFloat(index) * pitch - frame.midX
        }
        Issue.record("nothing drawn")
        return .nan
    }

    /// A drag from x = 250 by `distance` to the left, held still for 0.2 s before letting go (no velocity).
    private func slowDrag(_ window: TestWindow, by distance: CGFloat) {
        let end = CGPoint(x: 250 - distance, y: 100)
        window.drag(from: CGPoint(x: 250, y: 100), to: end, duration: 0.25, releasing: false)
        window.advance(by: 0.2)
        window.send(.ended, at: end)
        window.render()
    }

    @Test("Paging: a drag under half a page let go without velocity glides back to the page it left")
    func pagingReturns() throws {
        let window = TestWindow(size: Self.size) { Pages() }
        let start = try #require(window.frames(ofText: "Page 0").first)
        slowDrag(window, by: 100)
        #expect(abs(try scrolled(window, "Page", pitch: 300, start: start) - 100) < 1)
        // Animated: a moment after letting go it is on its way back, not there.
        window.advance(by: 0.05)
        let moving = try scrolled(window, "Page", pitch: 300, start: start)
        #expect(moving > 1 && moving < 99)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Page", pitch: 300, start: start)) <= 1)
    }

    @Test("Paging: a slow drag past half a page goes on to the next page")
    func pagingPastHalf() throws {
        let window = TestWindow(size: Self.size) { Pages() }
        let start = try #require(window.frames(ofText: "Page 0").first)
        slowDrag(window, by: 180)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Page", pitch: 300, start: start) - 300) <= 1)
    }

    @Test("Paging: a short fling goes to the next page, a long fast one no further than one page")
    func pagingFling() throws {
        let window = TestWindow(size: Self.size) { Pages() }
        let start = try #require(window.frames(ofText: "Page 0").first)
        // 60 pt in 0.05 s: 1,200 pt/s.
        window.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 190, y: 100), duration: 0.05)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Page", pitch: 300, start: start) - 300) <= 1)
        // From page 1, 250 pt in 0.1 s (2,500 pt/s, coasting over 1,200 pt): page 2, not 4.
        window.drag(from: CGPoint(x: 280, y: 100), to: CGPoint(x: 30, y: 100), duration: 0.1)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Page", pitch: 300, start: start) - 600) <= 1)
        // A fling back returns one page.
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.05)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Page", pitch: 300, start: start) - 300) <= 1)
    }

    @Test("View-aligned: let go still, a card's leading edge comes to the container's leading edge")
    func viewAlignedSettles() throws {
        let window = TestWindow(size: Self.size) { Cards(limit: .never) }
        let start = try #require(window.frames(ofText: "Card 0").first)
        // 150 pt: card 1 (at 130) is the nearest leading edge.
        slowDrag(window, by: 150)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Card", pitch: 130, start: start) - 130) <= 1)
        // 100 pt more (250): card 2 (at 260).
        slowDrag(window, by: 120)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Card", pitch: 130, start: start) - 260) <= 1)
    }

    @Test(
        "View-aligned: a fling coasts to the nearest card (.never), or at most one card on (.always, and .automatic in a compact window)"
    )
    func viewAlignedLimits() throws {
        // 100 pt in 0.05 s: 2,000 pt/s, coasting to about 100 + 998 = 1,098 pt; card 8 is at 1,040.
        for (limit, expected) in [
            (ViewAlignedScrollTargetBehavior.LimitBehavior.never, CGFloat(1040)), (.always, 130), (.automatic, 130),
        ] {
            let window = TestWindow(size: Self.size) { Cards(limit: limit) }
            let start = try #require(window.frames(ofText: "Card 0").first)
            window.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.05)
            window.advance(by: 1)
            #expect(abs(try scrolled(window, "Card", pitch: 130, start: start) - expected) <= 1)
        }
    }

    @Test("scrollTargetLayout(isEnabled: false) gives view-aligned no targets: a drag stays where it let go")
    func disabledTargetLayout() throws {
        let window = TestWindow(size: Self.size) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<20) { Text("Card \($0)").frame(width: 120, height: 100) } }
                    .scrollTargetLayout(isEnabled: false)
            }
            .scrollTargetBehavior(.viewAligned)
        }
        let start = try #require(window.frames(ofText: "Card 0").first)
        slowDrag(window, by: 150)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Card", pitch: 130, start: start) - 150) <= 1)
    }

    @Test("Without a behaviour a drag stays where it let go")
    func noBehaviourStays() throws {
        let window = TestWindow(size: Self.size) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<5) { Text("Page \($0)").frame(width: 300, height: 200) } }
            }
        }
        let start = try #require(window.frames(ofText: "Page 0").first)
        window.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 190, y: 100), duration: 0.05)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Page", pitch: 300, start: start) - 60) <= 1)
    }

    private struct Halves: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            // Rests on multiples of half the container, from where it would stop.
            let step = context.containerSize.width / 2
            target.rect.origin.x = (context.originalTarget.rect.minX / step).rounded() * step
        }
    }

    @Test("An app's own behaviour is given the context and its target is used")
    func customBehaviour() throws {
        let window = TestWindow(size: Self.size) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<5) { Text("Page \($0)").frame(width: 300, height: 200) } }
            }
            .scrollTargetBehavior(Halves())
        }
        let start = try #require(window.frames(ofText: "Page 0").first)
        slowDrag(window, by: 100)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, "Page", pitch: 300, start: start) - 150) <= 1)
    }
}

/// `.scrollTargetBehavior` after the wheel: once it has been still for `wheelSettleDelay`, the scroll view
/// settles as after a flick with the wheel's mean velocity.
@MainActor
@Suite("Scroll target behaviours: the wheel settles once still")
struct ScrollTargetWheelTests {
    private static let size = CGSize(width: 300, height: 200)

    private struct Pages: View {
        var paging = true

        var body: some View {
            let pages = ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<5) { index in
                        Text("Page \(index)").frame(width: 300, height: 200)
                    }
                }
            }
            if paging { pages.scrollTargetBehavior(.paging) } else { pages }
        }
    }

    /// How far the pages are scrolled, from where "Page 1" (or "Page 0") is drawn.
    private func scrolled(_ window: TestWindow, start: CGRect) throws -> CGFloat {
        for index in 0..<5 {
            guard let frame = window.frames(ofText: "Page \(index)").first else { continue }
            return start.midX + CGFloat(index) * 300 - frame.midX
        }
        Issue.record("no page drawn")
        return .nan
    }

    @Test("One wheel step towards the next page pages on once the wheel is still, gliding there")
    func oneStepPagesOn() throws {
        let window = TestWindow(size: Self.size) { Pages() }
        let start = try #require(window.frames(ofText: "Page 0").first)
        window.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 40, height: 0))
        #expect(abs(try scrolled(window, start: start) - 40) < 1)
        // Still where the wheel left it until the wheel has been still long enough.
        window.advance(by: 0.1)
        #expect(abs(try scrolled(window, start: start) - 40) < 1)
        window.advance(by: 0.15)
        let moving = try scrolled(window, start: start)
        #expect(moving > 41 && moving < 299)
        window.advance(by: 1)
        #expect(abs(try scrolled(window, start: start) - 300) <= 1)
    }

    @Test("Steps back, each within the delay of the last, settle once: back on the page before, as a flick back")
    func stepsBackReturn() throws {
        let window = TestWindow(size: Self.size) { Pages() }
        let start = try #require(window.frames(ofText: "Page 0").first)
        let point = CGPoint(x: 150, y: 100)
        window.scroll(at: point, by: CGSize(width: 40, height: 0))
        window.advance(by: 1.5)
        #expect(abs(try scrolled(window, start: start) - 300) <= 1)
        for _ in 0..<3 {
            window.scroll(at: point, by: CGSize(width: -30, height: 0))
            window.advance(by: 0.05)
        }
        // No settle between the steps: each came within the delay of the last.
        #expect(abs(try scrolled(window, start: start) - 210) < 1)
        window.advance(by: 1.5)
        #expect(abs(try scrolled(window, start: start)) <= 1)
    }

    @Test("Without a target behaviour the wheel leaves the content where it scrolled it")
    func noBehaviourStays() throws {
        let window = TestWindow(size: Self.size) { Pages(paging: false) }
        let start = try #require(window.frames(ofText: "Page 0").first)
        window.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 40, height: 0))
        window.advance(by: 1.5)
        #expect(abs(try scrolled(window, start: start) - 40) < 1)
    }

    @Test("A drag after the wheel takes over: the wheel's settle does not run under it")
    func dragCancelsWheelSettle() throws {
        let window = TestWindow(size: Self.size) { Pages() }
        let start = try #require(window.frames(ofText: "Page 0").first)
        window.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 40, height: 0))
        window.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 220, y: 100), duration: 0.1, releasing: false)
        let held = try scrolled(window, start: start)
        #expect(held > 41)
        window.advance(by: 0.5)
        #expect(abs(try scrolled(window, start: start) - held) < 1)
        #expect(window.census.live(.timer) == 0)
    }
}
