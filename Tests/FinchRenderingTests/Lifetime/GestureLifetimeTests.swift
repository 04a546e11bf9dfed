import Finch
import FinchTesting
import Foundation
import Testing

/// A gesture that ran holds what its callbacks capture (a view's `@State`) only while its touch lasts:
/// once the touch is over, closing the window leaves nothing behind.
@MainActor
@Suite("Gestures let go of their views' state when their touch ends")
struct GestureLifetimeTests {
    private static let size = CGSize(width: 390, height: 600)

    /// Taps the centre of the text drawn as `label`.
    private func tap(_ label: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: label).first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test("A tapped onTapGesture's state is freed with its window")
    func tapGesture() throws {
        let window = TestWindow(size: Self.size) { Tapper() }
        window.advance(by: 0)
        try tap("Tap false", in: window)
        #expect(window.frames(ofText: "Tap true").count == 1)
        try window.close()
    }

    @Test("A tapped button's state is freed with its window")
    func button() throws {
        let window = TestWindow(size: Self.size) { Pusher() }
        window.advance(by: 0)
        try tap("Push 0", in: window)
        #expect(window.frames(ofText: "Push 1").count == 1)
        try window.close()
    }

    @Test("A dragged view's state is freed with its window")
    func drag() throws {
        let window = TestWindow(size: Self.size) { Dragger() }
        window.advance(by: 0)
        let frame = try #require(window.frames(ofText: "Moved 0").first)
        let start = CGPoint(x: frame.midX, y: frame.midY)
        window.drag(from: start, to: CGPoint(x: start.x + 40, y: start.y))
        #expect(window.frames(ofText: "Moved 40").count == 1)
        try window.close()
    }

    @Test("A long-pressed view's state is freed with its window")
    func longPress() throws {
        let window = TestWindow(size: Self.size) { Presser() }
        window.advance(by: 0)
        let frame = try #require(window.frames(ofText: "Held false").first)
        window.longPress(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(window.frames(ofText: "Held true").count == 1)
        try window.close()
    }
}

private struct Tapper: View {
    @State var on = false
    var body: some View { Text("Tap \(on)").onTapGesture { on.toggle() } }
}

private struct Pusher: View {
    @State var count = 0
    var body: some View { Button("Push \(count)") { count += 1 } }
}

private struct Dragger: View {
    @State var moved: CGFloat = 0
    var body: some View {
        Text("Moved \(Int(moved))")
            .gesture(DragGesture().onEnded { moved = $0.translation.width.rounded() })
    }
}

private struct Presser: View {
    @State var held = false
    var body: some View { Text("Held \(held)").onLongPressGesture { held = true } }
}
