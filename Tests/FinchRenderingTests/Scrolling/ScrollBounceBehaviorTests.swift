import Finch
import FinchTesting
import Testing

/// `count` 40-pt rows in a scroll view filling a 200×400 window, bouncing as `behavior` says (nil: no
/// modifier).
private struct BouncingRows: View {
    let count: Int
    let behavior: ScrollBounceBehavior?

    var body: some View {
        if let behavior {
            rows.scrollBounceBehavior(behavior)
        } else {
            rows
        }
    }

    private var rows: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in Text("row \(index)").frame(height: 40) }
            }
        }
    }
}

@MainActor
@Suite(".scrollBounceBehavior(_:axes:): whether a drag past the top rubber-bands")
struct ScrollBounceBehaviorTests {
    let size = CGSize(width: 200, height: 400)

    /// How far a 200-pt drag down from the middle draws row 0 below where it rests, the pointer held.
    private func pull(_ count: Int, _ behavior: ScrollBounceBehavior?) throws -> CGFloat {
        let window = TestWindow(size: size) { BouncingRows(count: count, behavior: behavior) }
        let rest = try #require(window.frames(ofText: "row 0").first)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), releasing: false)
        let pulled = try #require(window.frames(ofText: "row 0").first)
        window.send(.ended, at: CGPoint(x: 100, y: 300))
        window.advance(by: 0.5)
        // Let go, it is back at rest whatever it did.
        #expect(window.frames(ofText: "row 0").first == rest)
        return pulled.minY - rest.minY
    }

    @Test("Content that fits: .automatic and .always rubber-band (half the drag), .basedOnSize stays put")
    func contentThatFits() throws {
        let automatic = try pull(3, nil)
        #expect(automatic >= 90 && automatic <= 100)
        #expect(try pull(3, .automatic) == automatic)
        #expect(try pull(3, .always) == automatic)
        #expect(try pull(3, .basedOnSize) == 0)
    }

    @Test("Content that overflows: .basedOnSize rubber-bands at the top as .automatic does")
    func overflowingContent() throws {
        let automatic = try pull(50, nil)
        #expect(automatic >= 90 && automatic <= 100)
        #expect(try pull(50, .basedOnSize) == automatic)
    }

    @Test("Only the axes named are set: .basedOnSize along the horizontal axis leaves a vertical one bouncing")
    func otherAxis() throws {
        let window = TestWindow(size: size) {
            BouncingRows(count: 3, behavior: nil).scrollBounceBehavior(.basedOnSize, axes: .horizontal)
        }
        let rest = try #require(window.frames(ofText: "row 0").first)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), releasing: false)
        let pulled = try #require(window.frames(ofText: "row 0").first)
        #expect(pulled.minY - rest.minY >= 90)
    }
}
