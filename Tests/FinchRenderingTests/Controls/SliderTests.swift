import Finch
import FinchTesting
import Foundation
import Testing

/// What the sliders reported, for the tests to read.
@MainActor
private final class SliderLog {
    var editing: [Bool] = []
}

/// A slider in an inset grouped list's row, its value shown in the next row.
private struct SliderRow: View {
    @State var value: Double
    var step: Double? = nil
    var labels = false
    let log: SliderLog

    var body: some View {
        List {
            slider
            Text(String(format: "Value %.2f", value))
        }
    }

    @ViewBuilder private var slider: some View {
        let editing: (Bool) -> Void = { log.editing.append($0) }
        if labels {
            Slider(value: $value, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("Low")
            } maximumValueLabel: {
                Text("High")
            } onEditingChanged: {
                editing($0)
            }
        } else if let step {
            Slider(value: $value, in: 0...1, step: step) { editing($0) }
        } else {
            Slider(value: $value, in: 0...1) { editing($0) }
        }
    }
}

/// A slider among tall content in a scroll view.
private struct ScrollingSlider: View {
    @State var value = 0.0

    var body: some View {
        ScrollView {
            VStack {
                Text(String(format: "Value %.2f", value))
                Slider(value: $value).padding(.horizontal, 16)
                Color.gray.frame(height: 1000)
            }
        }
    }
}

@MainActor
@Suite("Slider: a tinted track and a white thumb dragged, stepped and moved by keys")
struct SliderTests {
    static let size = CGSize(width: 390, height: 200)
    /// In an inset grouped row the track runs from 32 to 358: the thumb's centre travels 46...344.
    static let thumbStart: CGFloat = 46
    static let travel: CGFloat = 298
    /// A 28-pt slider and the row's 11-pt insets, after the 35-pt section gap.
    static let rowMidY: CGFloat = 35 + 25
    let tab: UInt32 = 0xff09

    private func window(value: Double, step: Double? = nil, labels: Bool = false, log: SliderLog = SliderLog())
        -> TestWindow
    {
        let window = TestWindow(size: Self.size) { SliderRow(value: value, step: step, labels: labels, log: log) }
        window.advance(by: 0)
        return window
    }

    private func thumb(at fraction: CGFloat) -> CGPoint {
        CGPoint(x: Self.thumbStart + Self.travel * fraction, y: Self.rowMidY)
    }

    @Test("The slider is 28 pt tall and as wide as the row; the next row starts 50 pt below the section's top")
    func layout() throws {
        let window = window(value: 0.5)
        let next = try #require(window.frames(ofText: "Value 0.50").first)
        #expect(abs(next.midY - (35 + 50 + 22)) <= 0.5)
    }

    @Test("Dragging the thumb moves the value by the pointer's travel")
    func drag() throws {
        let window = window(value: 0.25)
        window.drag(from: thumb(at: 0.25), to: CGPoint(x: thumb(at: 0.25).x + Self.travel / 2, y: Self.rowMidY + 20))
        #expect(window.frames(ofText: "Value 0.75").count == 1)
        window.drag(from: thumb(at: 0.75), to: CGPoint(x: 0, y: Self.rowMidY))
        #expect(window.frames(ofText: "Value 0.00").count == 1)
    }

    @Test("A touch on the track away from the thumb does nothing (only the thumb moves it, as UISlider)")
    func trackIgnored() throws {
        let window = window(value: 0)
        window.tap(at: thumb(at: 0.8))
        window.drag(from: thumb(at: 0.8), to: thumb(at: 0.5))
        #expect(window.frames(ofText: "Value 0.00").count == 1)
    }

    @Test("Steps snap the dragged value")
    func stepsSnap() throws {
        let window = window(value: 0, step: 0.25)
        window.drag(from: thumb(at: 0), to: thumb(at: 0.4))
        #expect(window.frames(ofText: "Value 0.50").count == 1)
    }

    @Test("onEditingChanged is told true when the thumb is touched and false when it is let go")
    func editingChanged() throws {
        let log = SliderLog()
        let window = window(value: 0.5, log: log)
        window.send(.began, at: thumb(at: 0.5))
        window.advance(by: 0.1)
        #expect(log.editing == [true])
        window.send(.moved, at: thumb(at: 0.6))
        window.send(.ended, at: thumb(at: 0.6))
        window.advance(by: 0.1)
        #expect(log.editing == [true, false])
    }

    @Test("With focus, Right and Up add a step (a tenth of the range without one), Left and Down take it away")
    func keyboard() throws {
        let free = window(value: 0.5)
        free.pressKey(tab)
        free.pressKey(0xff53)
        free.pressKey(0xff52)
        #expect(free.frames(ofText: "Value 0.70").count == 1)
        let stepped = window(value: 0.5, step: 0.25)
        stepped.pressKey(tab)
        stepped.pressKey(0xff51)
        stepped.pressKey(0xff54)
        stepped.pressKey(0xff54)
        #expect(stepped.frames(ofText: "Value 0.00").count == 1)
    }

    @Test("In a scroll view a drag from the thumb moves the slider, not the scroll view; elsewhere it scrolls")
    func inScrollView() throws {
        let window = TestWindow(size: Self.size) { ScrollingSlider() }
        let label = try #require(window.frames(ofText: "Value 0.00").first)
        // The slider sits under the label (8 pt apart), inset 16 at each side: its thumb starts at x 30
        // and travels 390 − 32 − 28 = 330 pt.
        let thumbY = label.maxY + 8 + 14
        window.drag(from: CGPoint(x: 30, y: thumbY), to: CGPoint(x: 30 + 165, y: thumbY - 30))
        let moved = try #require(window.frames(ofText: "Value 0.50").first)
        #expect(moved.minY == label.minY)
        window.drag(from: CGPoint(x: 300, y: thumbY), to: CGPoint(x: 300, y: thumbY - 60))
        #expect(window.layoutFrames(ofText: "Value 0.50").count == 1)
        #expect((window.scrollOffset(at: CGPoint(x: 300, y: 150))?.y ?? 0) > 20)
    }

    @Test("Disabled, the slider is drawn faded and ignores drags and keys")
    func disabled() throws {
        let window = TestWindow(size: Self.size) { SliderRow(value: 0.5, log: SliderLog()).disabled(true) }
        window.advance(by: 0)
        window.drag(from: thumb(at: 0.5), to: thumb(at: 1))
        window.pressKey(tab)
        window.pressKey(0xff53)
        #expect(window.frames(ofText: "Value 0.50").count == 1)
        assertSnapshot(png: window.pngData())
    }

    @Test("Looks: the thumb at 0, 0.5 and 1", arguments: [0.0, 0.5, 1.0])
    func looks(value: Double) throws {
        let window = window(value: value)
        assertSnapshot(png: window.pngData(), named: "value\(Int(value * 100))")
    }

    @Test("Looks: minimum and maximum value labels at the ends", arguments: [0.0, 0.5, 1.0])
    func labels(value: Double) throws {
        let window = window(value: value, labels: true)
        let low = try #require(window.frames(ofText: "Low").first)
        let high = try #require(window.frames(ofText: "High").first)
        #expect(low.minX == 32)
        #expect(high.maxX == 358)
        #expect(window.frames(ofText: "Volume").isEmpty)
        assertSnapshot(png: window.pngData(), named: "labels\(Int(value * 100))")
    }

    @Test("A drag between labels travels the track left between them")
    func dragBetweenLabels() throws {
        let window = window(value: 0, labels: true)
        let low = try #require(window.frames(ofText: "Low").first)
        let high = try #require(window.frames(ofText: "High").first)
        let trackStart = low.maxX + 8
        let travel = (high.minX - 8) - trackStart - 28
        let start = CGPoint(x: trackStart + 14, y: Self.rowMidY)
        window.drag(from: start, to: CGPoint(x: start.x + travel, y: Self.rowMidY))
        #expect(window.frames(ofText: "Value 1.00").count == 1)
    }
}
