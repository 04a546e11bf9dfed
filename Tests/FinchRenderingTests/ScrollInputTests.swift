import Finch
import FinchTesting
import Testing

private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<50) { index in
                    Text("row \(index)").frame(height: 40)
                }
            }
        }
    }
}

@MainActor
@Suite("Wheel and drag scroll a ScrollView, clamped to its content")
struct ScrollInputTests {
    let size = CGSize(width: 200, height: 400)

    @Test("A wheel scroll moves the content by its delta and stops at the ends")
    func wheel() throws {
        let window = TestWindow(size: size) { Rows() }
        let before = try #require(window.layoutFrames(ofText: "row 0").first)
        #expect(window.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 120)))
        let after = try #require(window.layoutFrames(ofText: "row 0").first)
        #expect(abs((before.minY - after.minY) - 120) <= 1)
        // Far past the end: clamped so the last 40-pt row's bottom meets the view's bottom
        // (its text sits centred in the row, about 9.5 pt above it).
        window.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 10_000))
        let last = try #require(window.layoutFrames(ofText: "row 49").first)
        #expect(abs(last.maxY + (40 - last.height) / 2 - 400) <= 1)
        #expect(window.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 40)) == false)
    }

    @Test("Dragging the content up scrolls down by the same distance")
    func drag() throws {
        let window = TestWindow(size: size) { Rows() }
        let before = try #require(window.frames(ofText: "row 3").first)
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 150), duration: 0.25)
        let after = try #require(window.frames(ofText: "row 3").first)
        #expect(abs((before.minY - after.minY) - 150) <= 10)
    }
}
