import Finch
import FinchTesting
import Foundation
import Testing

/// Cards three quarters of a horizontal scroll view wide, as in Apple's example for `count:span:`.
private struct CardCarousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4) { index in
                    Text("Card \(index)")
                        .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
                        .frame(height: 80)
                        .background(index.isMultiple(of: 2) ? Color.teal : Color.indigo)
                }
            }
        }
        .frame(width: 300, height: 120)
    }
}

@MainActor
@Suite("containerRelativeFrame sizes a view from its nearest container")
struct ContainerRelativeFrameTests {
    @Test("In a horizontal scroll view 300 wide, span 3 of 4 with spacing 10 is (300 − 30) ÷ 4 × 3 + 20 = 222.5")
    func scrollViewParts() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 120)) { CardCarousel() }
        let first = try #require(window.layoutFrames(ofText: "Card 0").first)
        let second = try #require(window.layoutFrames(ofText: "Card 1").first)
        // Each text is centred in its 222.5-wide frame; frames 10 apart.
        #expect(abs((second.midX - first.midX) - 232.5) < 1)
        #expect(abs(first.midX - 111.25) < 1)
        assertSnapshot(png: window.pngData(), named: "carousel")
    }

    @Test("At the root the container is the window, and the closure gets each axis's length")
    func rootClosure() throws {
        let log = AxisLog()
        let window = TestWindow(size: CGSize(width: 400, height: 300)) {
            VStack(spacing: 0) {
                Color.red
                    .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                        log.calls.append("\(axis == .horizontal ? "h" : "v") \(Int(length))")
                        return axis == .horizontal ? length / 2 : length / 4
                    }
                    .overlay(Text("Half"))
                Text("Below")
            }
        }
        let half = try #require(window.layoutFrames(ofText: "Half").first)
        let below = try #require(window.layoutFrames(ofText: "Below").first)
        #expect(log.calls.contains("h 400"))
        #expect(log.calls.contains("v 300"))
        // The 200 × 75 frame sits centred over "Below", the stack centred in the window.
        #expect(abs(half.midX - 200) < 1)
        #expect(abs(below.minY - half.midY - 37.5) < 1)
    }

    @Test("Without count the frame is the container's length; other axes keep the child's size")
    func fullLengthOneAxis() throws {
        let window = TestWindow(size: CGSize(width: 250, height: 200)) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Text("Page A").containerRelativeFrame(.horizontal)
                    Text("Page B").containerRelativeFrame(.horizontal, alignment: .leading)
                }
            }
        }
        let a = try #require(window.layoutFrames(ofText: "Page A").first)
        let b = try #require(window.layoutFrames(ofText: "Page B").first)
        #expect(abs(a.midX - 125) < 1)
        #expect(abs(b.minX - 250) < 1)
    }

    @Test("A resized window sizes the frame again")
    func windowResize() throws {
        let window = TestWindow(size: CGSize(width: 400, height: 300)) {
            // Fixed in size, so the frame is offered the same (nothing) in both windows: only the
            // window's size tells it to measure again.
            Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 0)
                .frame(height: 20)
                .overlay(Text("Bar"))
                .fixedSize(horizontal: true, vertical: false)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        // Half the window wide, at its leading edge: the text sits at a quarter of the window.
        #expect(abs(try #require(window.layoutFrames(ofText: "Bar").first).midX - 100) < 1)
        // Both compact, so no size class changes and nothing is evaluated again.
        window.host.sizing = .window(CGSize(width: 500, height: 300))
        window.render()
        let bar = try #require(window.layoutFrames(ofText: "Bar").first)
        #expect(abs(bar.midX - 125) < 1)
    }
}

extension ContainerRelativeFrameTests {
    @Test("Pages as tall as a vertical scroll view follow its height when the window is resized")
    func scrollViewResize() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 200)) {
            ScrollView {
                VStack(spacing: 0) {
                    Text("Page 1").containerRelativeFrame(.vertical)
                    Text("Page 2").containerRelativeFrame(.vertical)
                }
            }
        }
        #expect(abs(try #require(window.layoutFrames(ofText: "Page 2").first).midY - 300) < 1)
        // The content is offered (300, nothing) in both windows: only the scroll view's new height
        // makes the pages measure again.
        window.host.sizing = .window(CGSize(width: 300, height: 260))
        window.render()
        #expect(abs(try #require(window.layoutFrames(ofText: "Page 2").first).midY - 390) < 1)
    }
}

extension ContainerRelativeFrameTests {
    @Test("In a navigation stack the container is the page under its bar: 400 less the 44-pt bar")
    func navigationPage() throws {
        let log = AxisLog()
        let window = TestWindow(size: CGSize(width: 300, height: 400)) {
            NavigationStack {
                Color.orange
                    .containerRelativeFrame(.vertical) { length, _ in
                        log.calls.append("v \(Int(length))")
                        return length / 2
                    }
                    .overlay(Text("Half page"))
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
        let half = try #require(window.layoutFrames(ofText: "Half page").first)
        #expect(log.calls.last == "v 356")
        // 178 high, centred in the page below the bar: its middle at 44 + 178.
        #expect(abs(half.midY - 222) < 1)
    }
}

/// The lengths a closure was asked about.
@MainActor
private final class AxisLog {
    var calls: [String] = []
}
