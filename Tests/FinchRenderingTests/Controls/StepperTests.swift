import Finch
import FinchTesting
import Foundation
import Testing

/// A stepper in an inset grouped list's row, with its value shown beside it.
private struct StepperRow: View {
    @State var count: Int
    var bounds: ClosedRange<Int> = 0...10
    var step = 1
    let log: StepperLog

    var body: some View {
        List {
            Stepper("Count \(count)", value: $count, in: bounds, step: step) { editing in
                log.editing.append(editing)
            }
        }
    }
}

/// What the steppers reported, for the tests to read.
@MainActor
private final class StepperLog {
    var editing: [Bool] = []
    var increments = 0
    var decrements = 0
}

/// The `onIncrement:onDecrement:` form, with the actions counted.
private struct ActionStepper: View {
    let log: StepperLog

    var body: some View {
        VStack {
            Stepper("Actions", onIncrement: { log.increments += 1 }, onDecrement: { log.decrements += 1 })
            Stepper(label: { Text("Only up") }, onIncrement: { log.increments += 1 }, onDecrement: nil)
        }
        .padding()
    }
}

/// Every argument order the SDK accepts, each a row whose plus is tapped once.
private struct EveryOrder: View {
    @State var values = Array(repeating: 5, count: 8)
    let log: StepperLog

    var body: some View {
        VStack(spacing: 0) {
            Stepper(value: $values[0], in: 0...10) { Text("A \(values[0])") }
            Stepper(value: $values[1], in: 0...10, onEditingChanged: { log.editing.append($0) }) {
                Text("B \(values[1])")
            }
            Stepper(value: $values[2], step: 2, onEditingChanged: { _ in }) { Text("C \(values[2])") }
            Stepper(value: $values[3], step: 3) { Text("D \(values[3])") }
            Stepper("E \(values[4])", value: $values[4], in: 0...10, step: 2, format: .number)
            Stepper(String("F \(values[5])"), value: $values[5], in: 0...10, format: .number)
            Stepper(value: $values[6], in: 0...10, step: 5, format: .number) { Text("G \(values[6])") }
            Stepper("H \(values[7])", value: $values[7], step: 4)
        }
        .padding(.horizontal, 16)
    }
}

@MainActor
@Suite("Stepper: iOS's minus-plus control steps its value by tap, by hold and by key")
struct StepperTests {
    static let size = CGSize(width: 390, height: 200)
    let tab: UInt32 = 0xff09
    let up: UInt32 = 0xff52
    let down: UInt32 = 0xff54
    let left: UInt32 = 0xff51
    let right: UInt32 = 0xff53

    private func window(count: Int, bounds: ClosedRange<Int> = 0...10, step: Int = 1, log: StepperLog = StepperLog())
        -> TestWindow
    {
        let window = TestWindow(size: Self.size) { StepperRow(count: count, bounds: bounds, step: step, log: log) }
        window.advance(by: 0)
        return window
    }

    /// The control's halves: the control is 94 wide at the row's trailing margin (a 16-pt card inset
    /// and 16 pt inside it), centred on the label's line.
    private func halves(in window: TestWindow, label: String) throws -> (minus: CGPoint, plus: CGPoint) {
        let frame = try #require(window.frames(ofText: label).first, "\(label) is not drawn")
        let trailing = Self.size.width - 32
        return (CGPoint(x: trailing - 94 + 23.5, y: frame.midY), CGPoint(x: trailing - 23.5, y: frame.midY))
    }

    @Test("The control is 94 × 32 at the row's trailing margin, the label at its leading one; the row is 54 tall")
    func layout() throws {
        let window = window(count: 5)
        let label = try #require(window.frames(ofText: "Count 5").first)
        #expect(label.minX == 32)
        // A 32-pt control and the row's 11-pt insets: 54 pt, from the 35-pt section gap.
        #expect(abs(label.midY - (35 + 27)) <= 0.5)
        let dump = window.displayList.dump()
        // The control: 264 = 390 − 32 − 94; 46 = the section's top (35) and the row's inset (11); the
        // tertiary fill is 118, 118, 128 at 0.12; the hairline divider at the middle is 18 pt tall.
        #expect(dump.contains("fill (264,46,94,32)[14] #7676801f"), "\(dump)")
        #expect(dump.contains("fill (311,53,1,18)"), "\(dump)")
    }

    @Test("A tap on plus adds the step, on minus takes it away")
    func tapSteps() throws {
        let window = window(count: 5, step: 2)
        let (minus, plus) = try halves(in: window, label: "Count 5")
        window.tap(at: plus)
        #expect(window.frames(ofText: "Count 7").count == 1)
        window.tap(at: minus)
        window.tap(at: minus)
        #expect(window.frames(ofText: "Count 3").count == 1)
    }

    @Test("Holding plus steps after 0.5 s, then every 0.1 s, and stops at the upper bound")
    func holdRepeats() throws {
        let window = window(count: 0)
        let (_, plus) = try halves(in: window, label: "Count 0")
        window.send(.began, at: plus)
        window.advance(by: 0.45)
        #expect(window.frames(ofText: "Count 0").count == 1)
        window.advance(by: 0.1)
        #expect(window.frames(ofText: "Count 1").count == 1)
        window.advance(by: 0.3)
        #expect(window.frames(ofText: "Count 4").count == 1)
        window.advance(by: 2)
        #expect(window.frames(ofText: "Count 10").count == 1)
        window.send(.ended, at: plus)
        window.advance(by: 0.1)
        #expect(window.frames(ofText: "Count 10").count == 1)
    }

    @Test("Letting go after repeating does not step again")
    func releaseAfterRepeat() throws {
        let window = window(count: 0)
        let (_, plus) = try halves(in: window, label: "Count 0")
        window.longPress(at: plus, duration: 0.55)
        #expect(window.frames(ofText: "Count 1").count == 1)
    }

    @Test("A side is disabled at its bound; a value outside the bounds is clamped by the first step")
    func bounds() throws {
        let atMax = window(count: 10)
        let (_, plus) = try halves(in: atMax, label: "Count 10")
        atMax.tap(at: plus)
        #expect(atMax.frames(ofText: "Count 10").count == 1)
        let outside = window(count: 15)
        let (minus, _) = try halves(in: outside, label: "Count 15")
        outside.tap(at: minus)
        #expect(outside.frames(ofText: "Count 10").count == 1)
    }

    @Test("Tab focuses it; Up and Right increment, Down and Left decrement")
    func keyboard() throws {
        let window = window(count: 5)
        window.pressKey(tab)
        #expect(window.pressKey(up))
        #expect(window.pressKey(right))
        #expect(window.frames(ofText: "Count 7").count == 1)
        window.pressKey(down)
        window.pressKey(down)
        window.pressKey(left)
        #expect(window.frames(ofText: "Count 4").count == 1)
    }

    @Test("onEditingChanged is told true when a side is pressed and false when let go, and around a key step")
    func editingChanged() throws {
        let log = StepperLog()
        let window = window(count: 5, log: log)
        let (_, plus) = try halves(in: window, label: "Count 5")
        window.send(.began, at: plus)
        window.advance(by: 0.1)
        #expect(log.editing == [true])
        window.send(.ended, at: plus)
        window.advance(by: 0.1)
        #expect(log.editing == [true, false])
        window.pressKey(tab)
        window.pressKey(up)
        #expect(log.editing == [true, false, true, false])
    }

    @Test("The onIncrement/onDecrement form runs its actions; a nil action's side does nothing")
    func actions() throws {
        let log = StepperLog()
        let window = TestWindow(size: CGSize(width: 300, height: 120)) { ActionStepper(log: log) }
        let actions = try #require(window.frames(ofText: "Actions").first)
        let onlyUp = try #require(window.frames(ofText: "Only up").first)
        let trailing: CGFloat = 300 - 16
        window.tap(at: CGPoint(x: trailing - 23.5, y: actions.midY))
        window.tap(at: CGPoint(x: trailing - 94 + 23.5, y: actions.midY))
        window.tap(at: CGPoint(x: trailing - 94 + 23.5, y: onlyUp.midY))
        #expect(log.increments == 1)
        #expect(log.decrements == 1)
    }

    @Test("Every argument order steps its value: label first or last, onEditingChanged before the label, format:")
    func everyOrder() throws {
        let log = StepperLog()
        let window = TestWindow(size: CGSize(width: 300, height: 400)) { EveryOrder(log: log) }
        window.advance(by: 0)
        let trailing: CGFloat = 300 - 16
        for label in ["A 5", "B 5", "C 5", "D 5", "E 5", "F 5", "G 5", "H 5"] {
            let frame = try #require(window.frames(ofText: label).first, "\(label) is not drawn")
            window.tap(at: CGPoint(x: trailing - 23.5, y: frame.midY))
        }
        for label in ["A 6", "B 6", "C 7", "D 8", "E 7", "F 6", "G 10", "H 9"] {
            #expect(window.frames(ofText: label).count == 1, "\(label)")
        }
        #expect(log.editing == [true, false])
    }

    @Test("Integers at their limits saturate instead of overflowing")
    func saturates() throws {
        let window = TestWindow(size: Self.size) {
            StepperRow(count: Int.max - 1, bounds: 0...Int.max, step: 5, log: StepperLog())
        }
        window.advance(by: 0)
        let (_, plus) = try halves(in: window, label: "Count \(Int.max - 1)")
        window.tap(at: plus)
        #expect(window.frames(ofText: "Count \(Int.max)").count == 1)
    }

    @Test("Disabled, the control is greyed and ignores taps and keys")
    func disabled() throws {
        let window = TestWindow(size: Self.size) { StepperRow(count: 5, log: StepperLog()).disabled(true) }
        window.advance(by: 0)
        let (_, plus) = try halves(in: window, label: "Count 5")
        window.tap(at: plus)
        window.pressKey(tab)
        window.pressKey(up)
        #expect(window.frames(ofText: "Count 5").count == 1)
        assertSnapshot(png: window.pngData())
    }

    @Test("Looks: at the lower bound, in the middle, at the upper bound", arguments: [0, 5, 10])
    func looks(count: Int) throws {
        let window = window(count: count)
        assertSnapshot(png: window.pngData(), named: "count\(count)")
    }

    @Test("Looks: the pressed half darkens")
    func pressedLook() throws {
        let window = window(count: 5)
        let (_, plus) = try halves(in: window, label: "Count 5")
        window.send(.began, at: plus)
        window.advance(by: 0.1)
        assertSnapshot(png: window.pngData())
        window.send(.ended, at: plus)
    }
}
