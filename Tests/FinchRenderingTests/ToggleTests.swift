import Finch
import FinchTesting
import Testing

private struct Settings: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Toggle("Favorites only", isOn: $isOn)
            Text(isOn ? "on" : "off")
        }
        .padding()
    }
}

@MainActor
@Suite("Toggle flips its binding with an animated iOS switch")
struct ToggleTests {
    let size = CGSize(width: 300, height: 120)

    /// The switch: a 51 × 31 capsule at the trailing edge.
    func switchCentre(in window: TestWindow) throws -> CGPoint {
        let label = try #require(window.frames(ofText: "Favorites only").first)
        return CGPoint(x: size.width - 16 - 25.5, y: label.midY)
    }

    @Test("The label leads and the switch is 51 × 31 at the trailing edge")
    func layout() throws {
        let window = TestWindow(size: size) { Settings() }
        let label = try #require(window.frames(ofText: "Favorites only").first)
        #expect(label.minX == 16)
        #expect(window.displayList.dump().contains("(233,"))
    }

    @Test("A tap on the switch flips the binding")
    func flips() throws {
        let window = TestWindow(size: size) { Settings() }
        window.tap(at: try switchCentre(in: window))
        window.advance(by: 1)
        #expect(window.frames(ofText: "on").count == 1)
        window.tap(at: try switchCentre(in: window))
        window.advance(by: 1)
        #expect(window.frames(ofText: "off").count == 1)
    }

    @Test("Only the switch animates: a text reading the binding changes at once (no crossfade), as on iOS")
    func bindingChangesWithoutAnimation() throws {
        let window = TestWindow(size: size) { Settings() }
        window.tap(at: try switchCentre(in: window))
        window.advance(by: 0.1)
        #expect(window.textRuns.map(\.layout.string) == ["Favorites only", "on"])
        #expect(window.needsFrame, "the knob is still sliding")
    }

    @Test("The knob slides across and the track turns green", arguments: [0.0, 0.1, 1.0])
    func knobAnimates(at time: Double) throws {
        let window = TestWindow(size: size) { Settings() }
        window.tap(at: try switchCentre(in: window))
        window.advance(by: time)
        assertSnapshot(png: window.pngData(), named: "t\(Int(time * 100))")
    }
}
