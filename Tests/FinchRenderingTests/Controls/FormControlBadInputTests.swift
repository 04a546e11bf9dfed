import Finch
import FinchTesting
import Foundation
import Testing

/// Controls given values a user's code may produce by mistake.
private struct OddControls: View {
    @State var level: Double
    var bounds: ClosedRange<Double>
    var step: Double
    @State private var count = 3

    var body: some View {
        VStack {
            Text(String(format: "level %.2f count %d", level, count))
            Slider(value: $level, in: bounds, step: step)
            Stepper("Count", value: $count, in: 3...3)
        }
        .padding()
    }
}

@MainActor
@Suite("Form controls with odd input: empty ranges, values that are not numbers, zero steps")
struct FormControlBadInputTests {
    static let size = CGSize(width: 390, height: 200)

    private func exercise(_ window: TestWindow) {
        window.drag(from: CGPoint(x: 30, y: 70), to: CGPoint(x: 300, y: 70))
        window.pressKey(0xff09)
        window.pressKey(0xff53)
        window.pressKey(0xff09)
        window.pressKey(0xff52)
        window.tap(at: CGPoint(x: Self.size.width - 16 - 23.5, y: 110))
    }

    @Test("An empty range keeps the slider at its bound and both stepper sides disabled")
    func emptyRange() {
        let window = TestWindow(size: Self.size) { OddControls(level: 1, bounds: 1...1, step: 0.1) }
        exercise(window)
        #expect(window.frames(ofText: "level 1.00 count 3").count == 1)
    }

    @Test("A value that is not a number draws the thumb at the start and a drag gives it a number")
    func notANumber() {
        let window = TestWindow(size: Self.size) { OddControls(level: .nan, bounds: 0...1, step: 0) }
        #expect(window.frames(ofText: "level nan count 3").count == 1)
        exercise(window)
        #expect(window.frames(ofText: "level nan count 3").isEmpty)
    }

    @Test("Bounds that are not numbers make an empty range at 0")
    func infiniteBounds() {
        let window = TestWindow(size: Self.size) { OddControls(level: 5, bounds: -.infinity...(.infinity), step: 1) }
        exercise(window)
        #expect(window.frames(ofText: "level 0.00 count 3").count == 1)
    }
}
