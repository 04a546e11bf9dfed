import Finch
import FinchTesting
import Foundation
import Testing

/// A settings button with a popover, as an iPad app would have at the top of its window.
private struct Toolbar: View {
    @State private var showsOptions = false
    @State private var tapsBehind = 0

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("taps \(tapsBehind)").onTapGesture { tapsBehind += 1 }
                Spacer()
                Text("Options")
                    .padding(8)
                    .onTapGesture { showsOptions = true }
                    .popover(isPresented: $showsOptions) {
                        VStack(alignment: .leading, spacing: 12) {
                            Text("Show grid")
                            Text("Snap to grid")
                        }
                        .padding(20)
                    }
            }
            .padding(.horizontal, 40)
            Spacer()
        }
    }
}

@MainActor
@Suite("popover in a horizontally regular window: a bubble beside the view, with an arrow pointing at it")
struct PopoverBubbleTests {
    private static let wide = CGSize(width: 800, height: 600)

    private func open(in window: TestWindow) throws -> CGRect {
        let options = try #require(window.frames(ofText: "Options").first)
        window.tap(at: CGPoint(x: options.midX, y: options.midY))
        window.advance(by: 1)
        return options
    }

    @Test("The bubble opens under the view and by it, kept inside the window")
    func placement() throws {
        let window = TestWindow(size: Self.wide) { Toolbar() }
        let options = try open(in: window)
        let first = try #require(window.frames(ofText: "Show grid").first)
        // Below the view, past the 13-pt arrow and the content's 20-pt padding (and the line's leading).
        #expect(first.minY >= options.maxY + 13 + 20 - 1)
        #expect(first.minY < options.maxY + 13 + 20 + 12)
        // The bubble stays 8 pt inside the window's trailing edge, which it would pass if centred.
        #expect(first.minX < options.midX)
        #expect(first.maxX <= Self.wide.width - 8 - 20 + 1)
        // Beside the button at the trailing end, not in a sheet across the window.
        #expect(first.minX > Self.wide.width / 2)
        assertSnapshot(png: window.pngData(), named: "popover-bubble")
    }

    @Test("A click outside closes it (and reaches nothing behind); Escape closes it too")
    func dismissal() throws {
        let window = TestWindow(size: Self.wide) { Toolbar() }
        _ = try open(in: window)
        let taps = try #require(window.frames(ofText: "taps 0").first)
        window.tap(at: CGPoint(x: taps.midX, y: taps.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Show grid").isEmpty)
        #expect(!window.frames(ofText: "taps 0").isEmpty)
        _ = try open(in: window)
        #expect(!window.frames(ofText: "Show grid").isEmpty)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Show grid").isEmpty)
    }

    @Test("A compact window shows the same popover as a sheet")
    func compactIsSheet() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { Toolbar() }
        _ = try open(in: window)
        #expect(window.graph.isPresentingSheet)
        // The sheet's content is centred in the window's width, not under the button.
        let first = try #require(window.frames(ofText: "Show grid").first)
        #expect(abs(first.midX - 195) < 60)
    }
}
