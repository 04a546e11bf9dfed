import Finch
import FinchCairo
import FinchTesting
import Testing

/// A checkbox, as tutorials write one: a square symbol that a tap flips, then the label.
private struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

/// The label above the switch, drawn by the style outside this one.
private struct CaptionedSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Text("Setting")
            Toggle(configuration)
        }
    }
}

private struct Checklist<Style: ToggleStyle>: View {
    let style: Style
    @State private var isOn = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Milk", isOn: $isOn)
                .toggleStyle(style)
            Text(isOn ? "state on" : "state off")
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Alarm: Identifiable {
    let id: Int
    var isOn: Bool
}

/// A checkbox that says which of its three states it is in, and flips on a tap of that word.
private struct TriStateStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(configuration.isMixed ? "mixed" : configuration.isOn ? "all on" : "all off")
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

/// One toggle over a list of alarms, as Apple's example of `Toggle(sources:isOn:)`.
private struct Alarms: View {
    @State var alarms: [Alarm]
    let styled: Bool

    var body: some View {
        VStack(alignment: .leading) {
            if styled {
                Toggle("Every alarm", sources: $alarms, isOn: \.isOn).toggleStyle(TriStateStyle())
            } else {
                Toggle(sources: $alarms, isOn: \.isOn) { Text("Every alarm") }
            }
            Text("on: \(alarms.filter(\.isOn).count)")
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("ToggleStyle: .toggleStyle with .switch, .button and a program's style; the switch's tint")
struct ToggleStyleTests {
    let size = CGSize(width: 300, height: 120)

    @Test("A program's checkbox style draws its symbol and label, and a tap on the symbol flips the binding")
    func checkbox() throws {
        let window = TestWindow(size: size) { Checklist(style: CheckboxToggleStyle()) }
        let label = try #require(window.frames(ofText: "Milk").first)
        #expect(label.minX > 16)
        #expect(!window.displayList.dump().contains("(233,"))
        window.tap(at: CGPoint(x: 16 + (label.minX - 16) / 2 - 4, y: label.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "state on").count == 1)
        // Still one accessibility element with the toggle's value.
        let element = try #require(window.accessibilityElements.first { $0.label.contains("Milk") })
        #expect(element.value == "1")
    }

    @Test("Toggle(configuration) inside a style is the switch, and it flips the same binding")
    func configurationToggle() throws {
        let window = TestWindow(size: size) { Checklist(style: CaptionedSwitchStyle()) }
        #expect(window.frames(ofText: "Setting").count == 1)
        let label = try #require(window.frames(ofText: "Milk").first)
        window.tap(at: CGPoint(x: size.width - 16 - 25.5, y: label.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "state on").count == 1)
    }

    @Test(".button: a tap flips it; on, it sits on a tinted fill")
    func button() throws {
        let window = TestWindow(size: size) { Checklist(style: .button) }
        let label = try #require(window.frames(ofText: "Milk").first)
        #expect(!window.displayList.dump().contains("(233,"))
        window.tap(at: CGPoint(x: label.midX, y: label.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "state on").count == 1)
        let image = try #require(PixelImage(png: window.pngData()))
        let on = try #require(window.frames(ofText: "Milk").first)
        // Beside the title, inside the bordered fill: the tint at 15 % over white, not white.
        let fill = image[Int(on.minX) - 4, Int(on.midY)]
        #expect(!ViewPixels.matches(fill, (255, 255, 255)))
        window.tap(at: CGPoint(x: on.midX, y: on.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "state off").count == 1)
    }

    @Test(".switch and .automatic are the switch; .tint colours it when on")
    func tintedSwitch() throws {
        let window = TestWindow(size: size) {
            Checklist(style: .switch).toggleStyle(.automatic).tint(Color(red: 0, green: 0, blue: 1))
        }
        #expect(window.displayList.dump().contains("(233,"))
        let label = try #require(window.frames(ofText: "Milk").first)
        window.tap(at: CGPoint(x: size.width - 16 - 25.5, y: label.midY))
        window.advance(by: 1)
        let image = try #require(PixelImage(png: window.pngData()))
        // The track's leading part, clear of the knob (which is at the trailing end when on).
        #expect(ViewPixels.matches(image[Int(size.width) - 16 - 45, Int(label.midY)], (0, 0, 255)))
    }

    @Test("A title with a symbol, a Substring and a Markdown key make the label")
    func initializers() {
        let title: Substring = "Plain **title**"
        let window = TestWindow(size: CGSize(width: 300, height: 200)) {
            VStack {
                Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
                Toggle(title, isOn: .constant(false))
                Toggle("Read **this**", isOn: .constant(false))
            }
        }
        #expect(window.frames(ofText: "Wi-Fi").count == 1)
        #expect(window.frames(ofText: "Plain **title**").count == 1)
        #expect(window.frames(ofText: "Read this").count == 1)
    }

    @Test("Checkboxes, button toggles on and off, and a tinted switch")
    func gallery() {
        let view = VStack(alignment: .leading, spacing: 12) {
            Toggle("Eggs", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle())
            Toggle("Flour", isOn: .constant(false)).toggleStyle(CheckboxToggleStyle())
            HStack {
                Toggle("Bold", isOn: .constant(true))
                Toggle("Italic", isOn: .constant(false))
            }
            .toggleStyle(.button)
            Toggle("Notifications", isOn: .constant(true)).tint(.orange)
        }
        .padding()
        assertSnapshot(of: view, size: CGSize(width: 300, height: 200))
    }

    @Test("Toggle(sources:isOn:) is mixed while its sources disagree; a tap turns them all on, the next all off")
    func sources() throws {
        let window = TestWindow(size: size) {
            Alarms(
                alarms: [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false), Alarm(id: 3, isOn: true)], styled: true)
        }
        let mixed = try #require(window.frames(ofText: "mixed").first)
        window.tap(at: CGPoint(x: mixed.midX, y: mixed.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "on: 3").count == 1)
        let allOn = try #require(window.frames(ofText: "all on").first)
        window.tap(at: CGPoint(x: allOn.midX, y: allOn.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "on: 0").count == 1)
        #expect(window.frames(ofText: "all off").count == 1)
    }

    @Test("As a switch, a mixed toggle shows off and reads \"2\"; no sources is off")
    func sourcesSwitch() throws {
        let window = TestWindow(size: size) {
            Alarms(alarms: [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)], styled: false)
        }
        // Off: the light grey track (233, as the other switch tests find it).
        #expect(window.displayList.dump().contains("(233,"))
        let element = try #require(window.accessibilityElements.first { $0.label.contains("Every alarm") })
        #expect(element.value == "2")
        let label = try #require(window.frames(ofText: "Every alarm").first)
        window.tap(at: CGPoint(x: size.width - 16 - 25.5, y: label.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "on: 2").count == 1)
        let empty = TestWindow(size: size) { Alarms(alarms: [], styled: true) }
        #expect(empty.frames(ofText: "all off").count == 1)
    }
}
