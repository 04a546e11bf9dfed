import Foundation

/// A press that repeats while held, as a stepper's sides do: its value is how many times it has repeated.
///
/// A press let go before `delay` ends with 0 (a tap: one step). Held still, it changes to 1 at `delay`
/// and once more every `interval` (claiming the touch at the first repeat), and ends with the count
/// when let go. It fails when the pointer moves more than a tap may (45 pt) before repeating, or when a
/// scroll view takes the touch first; moved that far after repeating, it stops and ends.
///
/// Finch's numbers (UIKit's `UIStepper` does not publish them): 0.5 s, then every 0.1 s; a tap steps on
/// release rather than on touch-down, so a scroll that starts on a stepper does not step it.
struct RepeatingPressGesture: Gesture, PrimitiveGesture {
    typealias Value = Int
    typealias Body = Never

    static let delay = 0.5
    static let interval = 0.1

    var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Int> { RepeatingPressRecognizer() }
}

final class RepeatingPressRecognizer: GestureRecognizer<Int> {
    /// Until it repeats it is a tap, which a scroll view starting on it takes the touch from.
    override var yieldsToScrolling: Bool { repeats == 0 }

    private var start: CGPoint?
    private var nextRepeat: Double?
    private var repeats = 0

    override var deadline: Double? { status.isDone ? nil : nextRepeat }

    override func receive(_ input: GestureInput) {
        guard case .pointer(let phase) = input.kind else { return fail() }
        switch phase {
        case .began:
            guard start == nil else { return fail() }
            start = input.windowLocation
            nextRepeat = input.time + RepeatingPressGesture.delay
        case .moved:
            guard let start, start.distance(to: input.windowLocation) > TapRecognizer.maximumDistance else { return }
            if repeats == 0 { fail() } else { end(repeats) }
        case .ended:
            fire(at: input.time)
            end(repeats)
        case .cancelled:
            fail()
        }
    }

    override func fire(at time: Double) {
        while let due = nextRepeat, time >= due - deadlineTolerance, !status.isDone {
            repeats += 1
            nextRepeat = due + RepeatingPressGesture.interval
            change(repeats)
        }
    }
}
