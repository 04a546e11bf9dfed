import Finch
import FinchTesting
import Foundation
import Testing

/// A score that a button raises in a one-second linear animation.
private struct RollingScore: View {
    @State private var score = 19

    var body: some View {
        VStack(spacing: 16) {
            Text("Score: \(score)").font(.largeTitle.bold()).contentTransition(.numericText())
            Text(score.isMultiple(of: 2) ? "Even" : "Odd").font(.title).contentTransition(.opacity)
            Button("Add") { withAnimation(.linear(duration: 1)) { score += 1 } }
        }
    }
}

@MainActor
@Suite("contentTransition drawn: rolling digits and a crossfade, mid-way and settled")
struct ContentTransitionSnapshotTests {
    private static let size = CGSize(width: 320, height: 240)

    @Test("Halfway through, 19 rolls up out of the score as 20 rises in, and Odd fades into Even (goldens)")
    func rollingScore() throws {
        let window = TestWindow(size: Self.size) { RollingScore() }
        let add = try #require(window.frames(ofText: "Add").first)
        window.tap(at: CGPoint(x: add.midX, y: add.midY))
        window.advance(by: 0.4)
        assertSnapshot(png: window.pngData(), named: "midway")
        window.advance(by: 1)
        #expect(window.frames(ofText: "Score: 20").count == 1)
        assertSnapshot(png: window.pngData(), named: "settled")
    }
}
