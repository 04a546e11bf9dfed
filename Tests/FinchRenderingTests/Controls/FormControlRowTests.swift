import Finch
import FinchTesting
import Foundation
import Testing

/// Controls in the rows of a list that selects: a touch on a control works the control, not the row.
private struct SelectableControls: View {
    @State private var selected: String?
    @State private var count = 2
    @State private var level = 0.5

    var body: some View {
        VStack {
            Text("selected \(selected ?? "none") count \(count) level \(String(format: "%.1f", level))")
            List(selection: $selected) {
                Stepper("Count", value: $count, in: 0...5).tag("stepper")
                Slider(value: $level).tag("slider")
                Text("Plain").tag("plain")
            }
        }
    }
}

/// SwiftUI code written against the formatted, unbounded and sized forms compiles and runs.
private struct CompatibilityForms: View {
    let spinner: SizeProbe
    @State private var amount = 1.0
    @State private var items = 3

    var body: some View {
        VStack {
            Stepper(value: $amount, step: 0.5, format: .number) { Text(String(format: "Amount %.1f", amount)) }
            Stepper("Items \(items)", value: $items)
            Stepper("Formatted", value: $amount, step: 0.25, format: .number)
            Stepper(value: $amount, in: 0...10, step: 0.5, format: .number) { Text("Bounded") }
            ProgressView().controlSize(.large)
                .background(GeometryReader { proxy in Color.clear.onAppear { spinner.size = proxy.size } })
        }
        .padding()
    }
}

/// A size a view reported on appearing.
@MainActor
private final class SizeProbe {
    var size = CGSize.zero
}

@MainActor
@Suite("Form controls in list rows: their halves and thumbs take the touch, not the row")
struct FormControlRowTests {
    static let size = CGSize(width: 390, height: 300)

    @Test("A tap on a stepper's plus steps it and does not select its row; a tap on another row selects")
    func stepperInSelectableRow() throws {
        let window = TestWindow(size: Self.size) { SelectableControls() }
        window.advance(by: 0)
        let label = try #require(window.frames(ofText: "Count").first)
        window.tap(at: CGPoint(x: Self.size.width - 32 - 23.5, y: label.midY))
        #expect(window.frames(ofText: "selected none count 3 level 0.5").count == 1)
        let plain = try #require(window.frames(ofText: "Plain").first)
        window.tap(at: CGPoint(x: plain.midX, y: plain.midY))
        #expect(window.frames(ofText: "selected plain count 3 level 0.5").count == 1)
    }

    @Test("Dragging a slider's thumb in a selectable row moves it and does not select the row")
    func sliderInSelectableRow() throws {
        let window = TestWindow(size: Self.size) { SelectableControls() }
        window.advance(by: 0)
        let count = try #require(window.frames(ofText: "Count").first)
        // The slider's row follows the stepper's 54-pt row; its thumb at 0.5 is at the track's middle.
        let thumb = CGPoint(x: 32 + 14 + 298 * 0.5, y: count.midY + 27 + 25)
        window.drag(from: thumb, to: CGPoint(x: thumb.x + 298 * 0.3, y: thumb.y))
        #expect(window.frames(ofText: "selected none count 2 level 0.8").count == 1)
    }

    @Test("The formatted and unbounded steppers step; a large spinner is 37 pt")
    func compatibilityForms() throws {
        let spinner = SizeProbe()
        let window = TestWindow(size: Self.size) { CompatibilityForms(spinner: spinner) }
        let amount = try #require(window.frames(ofText: "Amount 1.0").first)
        let items = try #require(window.frames(ofText: "Items 3").first)
        let plusX = Self.size.width - 16 - 23.5
        window.tap(at: CGPoint(x: plusX, y: amount.midY))
        window.tap(at: CGPoint(x: plusX - 47, y: items.midY))
        #expect(window.frames(ofText: "Amount 1.5").count == 1)
        #expect(window.frames(ofText: "Items 2").count == 1)
        #expect(spinner.size == CGSize(width: 37, height: 37))
    }
}
