import Finch
import FinchTesting
import Foundation
import Testing

/// A toggle, a stepper, a colour picker and a compact date picker with their labels hidden, in a
/// leading column, with a line that shows the toggle's and the stepper's values.
private struct HiddenLabels: View {
    @State var isOn = false
    @State var count = 3
    @State var color = Color.orange
    @State var date = TestDates.date(2026, 12, 1)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Wi-Fi", isOn: $isOn)
            Stepper("Count", value: $count)
            ColorPicker("Tint", selection: $color)
            DatePicker("Due", selection: $date, displayedComponents: .date)
            Text("\(isOn ? "on" : "off") \(count)")
        }
        .labelsHidden()
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .testDateEnvironment()
    }
}

/// A menu picker in a list row, its label hidden or not.
private struct HiddenPickerLabel: View {
    let hidesLabel: Bool
    @State var flavor = Flavor.vanilla

    var body: some View {
        List {
            if hidesLabel {
                picker.labelsHidden()
            } else {
                picker
            }
        }
    }

    private var picker: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { Text($0.title) }
        }
    }
}

@MainActor
@Suite(".labelsHidden(): controls drawn without their titles, still read by them")
struct LabelsHiddenTests {
    static let size = CGSize(width: 390, height: 300)

    private func window() -> TestWindow {
        let window = TestWindow(size: Self.size) { HiddenLabels() }
        window.advance(by: 0)
        return window
    }

    @Test("No title is drawn; each control is its own size at the leading edge")
    func layout() throws {
        let window = window()
        for title in ["Wi-Fi", "Count", "Tint", "Due"] {
            #expect(window.frames(ofText: title).isEmpty, "\(title) is drawn")
            #expect(!window.layoutFrames(ofText: title).isEmpty, "\(title) is not kept")
        }
        // The toggle is the 51 × 31 switch alone (not a row across the width), at the leading padding.
        let toggle = try #require(window.accessibilityElements.first { $0.value == "0" })
        #expect(toggle.frame == CGRect(x: 16, y: 16, width: 51, height: 31))
        // The stepper's 94 × 32 control at the leading padding, below the switch and the 12-pt spacing.
        let dump = window.displayList.dump()
        #expect(dump.contains("fill (16,59,94,32)[14] #7676801f"), "\(dump)")
        // The date pill starts at the leading padding too.
        let pill = try #require(window.frames(ofText: "Dec 1, 2026").first)
        #expect(pill.minX > 16 && pill.minX < 30)
        assertSnapshot(png: window.pngData())
    }

    @Test("The hidden titles are still the controls' accessibility labels")
    func accessibility() throws {
        let window = window()
        let labels = window.accessibilityElements.map(\.label)
        #expect(labels.contains("Wi-Fi"), "\(labels)")
        #expect(labels.contains("Count"), "\(labels)")
        #expect(labels.contains("Tint"), "\(labels)")
        #expect(labels.contains("Due"), "\(labels)")
    }

    @Test("The controls still work: a tap flips the switch, another steps the value up")
    func input() throws {
        let window = window()
        window.tap(at: CGPoint(x: 16 + 25, y: 16 + 15))
        window.advance(by: 1)
        // The plus half of the stepper: the control's trailing 47 pt.
        window.tap(at: CGPoint(x: 16 + 94 - 23.5, y: 59 + 16))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "on 4").isEmpty)
    }

    @Test("A menu picker in a list row shows only its choice, at the row's leading inset")
    func picker() throws {
        let shown = TestWindow(size: Self.size) { HiddenPickerLabel(hidesLabel: false) }
        let hidden = TestWindow(size: Self.size) { HiddenPickerLabel(hidesLabel: true) }
        shown.advance(by: 0)
        hidden.advance(by: 0)
        #expect(!shown.frames(ofText: "Flavor").isEmpty)
        #expect(hidden.frames(ofText: "Flavor").isEmpty)
        let trailingChoice = try #require(shown.frames(ofText: "Vanilla").first)
        let leadingChoice = try #require(hidden.frames(ofText: "Vanilla").first)
        #expect(leadingChoice.minX == 32)
        #expect(trailingChoice.minX > 200)
        #expect(hidden.accessibilityElements.map(\.label).contains("Flavor"))
    }
}
