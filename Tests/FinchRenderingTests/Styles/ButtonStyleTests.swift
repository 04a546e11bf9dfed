import Finch
import FinchTesting
import Foundation
import Testing

/// A style that shows the press as a fill: blue at rest, pure red while pressed.
private struct PressFillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(configuration.isPressed ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
            .overlay(alignment: .topLeading) {
                if configuration.role == .destructive { Text("destructive").font(.caption2) }
            }
    }
}

/// A style whose look reads the environment where the button is (`@Environment` inside a style).
private struct EnabledAwareStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(
            isEnabled ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 1))
    }
}

/// A primitive style that acts on a double tap only.
private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).contentShape(Rectangle()).onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// A primitive style that decorates the style outside it: `Button(configuration)` with a red border.
private struct RedBorderStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(2).border(Color(red: 1, green: 0, blue: 0), width: 2)
    }
}

private struct Counted<Styled: View>: View {
    @State private var count = 0
    let styled: (Button<Text>) -> Styled

    var body: some View {
        VStack(spacing: 20) {
            Text("count \(count)")
            styled(Button("Add") { count += 1 })
        }
    }
}

@MainActor
@Suite("ButtonStyle and PrimitiveButtonStyle: custom looks and interactions through .buttonStyle")
struct ButtonStyleTests {
    func window<Styled: View>(_ styled: @escaping (Button<Text>) -> Styled) -> TestWindow {
        TestWindow(size: CGSize(width: 240, height: 160)) { Counted(styled: styled) }
    }

    func centre(of text: String, in window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: text).first)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("A ButtonStyle's isPressed follows the button's press; its label is not tinted; a tap acts once")
    func customStylePress() throws {
        let window = window { $0.buttonStyle(PressFillStyle()) }
        let dump = window.displayList.dump()
        #expect(dump.contains("#0000ff") && !dump.contains("#ff0000"))
        #expect(!dump.contains("#007aff"))
        let point = try centre(of: "Add", in: window)
        window.send(.began, at: point)
        #expect(window.displayList.dump().contains("#ff0000"))
        window.send(.ended, at: point)
        #expect(!window.displayList.dump().contains("#ff0000"))
        #expect(window.frames(ofText: "count 1").count == 1)
    }

    @Test("The style's whole body takes the tap: its padding too")
    func paddingTakesTap() throws {
        let window = window { $0.buttonStyle(PressFillStyle()) }
        let label = try #require(window.frames(ofText: "Add").first)
        window.tap(at: CGPoint(x: label.minX - 6, y: label.midY))
        #expect(window.frames(ofText: "count 1").count == 1)
    }

    @Test("A custom style's press ends when a scroll view takes the touch, and the button does not act")
    func scrollCancelsPress() throws {
        final class Log { var taps = 0 }
        let log = Log()
        let window = TestWindow(size: CGSize(width: 200, height: 300)) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Button("Row \(index)") { log.taps += 1 }.frame(height: 50)
                    }
                }
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(PressFillStyle())
        }
        let start = try centre(of: "Row 2", in: window)
        window.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), duration: 0.25)
        #expect(log.taps == 0)
        #expect(!window.displayList.dump().contains("#ff0000"))
    }

    @Test("The role reaches the style")
    func role() {
        let window = TestWindow(size: CGSize(width: 240, height: 100)) {
            Button("Delete", role: .destructive) {}.buttonStyle(PressFillStyle())
        }
        #expect(window.frames(ofText: "destructive").count == 1)
    }

    @Test("A style's own @Environment reads where the button is: a disabled button's style sees it")
    func styleEnvironment() {
        let enabled = TestWindow(size: CGSize(width: 200, height: 80)) {
            Button("Go") {}.buttonStyle(EnabledAwareStyle())
        }
        #expect(enabled.displayList.dump().contains("#00ff00"))
        let disabled = TestWindow(size: CGSize(width: 200, height: 80)) {
            Button("Go") {}.buttonStyle(EnabledAwareStyle()).disabled(true)
        }
        #expect(disabled.displayList.dump().contains("#ff00ff"))
    }

    @Test("A disabled button with a custom style does not act")
    func disabledDoesNotAct() throws {
        let window = window { $0.buttonStyle(PressFillStyle()).disabled(true) }
        window.tap(at: try centre(of: "Add", in: window))
        #expect(window.frames(ofText: "count 0").count == 1)
    }

    @Test("Tab focuses a styled button and Space acts")
    func keyboard() {
        let window = window { $0.buttonStyle(.bordered) }
        window.pressKey(0xff09)
        window.pressKey(0x20, characters: " ")
        #expect(window.frames(ofText: "count 1").count == 1)
    }

    @Test("A primitive style decides when to act: this one on a double tap only")
    func primitiveTrigger() throws {
        let window = window { $0.buttonStyle(DoubleTapStyle()) }
        let point = try centre(of: "Add", in: window)
        window.tap(at: point)
        window.advance(by: 1)
        #expect(window.frames(ofText: "count 0").count == 1)
        window.doubleTap(at: point)
        window.advance(by: 1)
        #expect(window.frames(ofText: "count 1").count == 1)
    }

    @Test("Button(configuration) in a primitive style is drawn by the style outside it")
    func decoratesOuterStyle() throws {
        let window = window { $0.buttonStyle(RedBorderStyle()).buttonStyle(.borderedProminent) }
        let dump = window.displayList.dump()
        #expect(dump.contains("#ff0000"))
        #expect(dump.contains("#007aff"))
        #expect(dump.contains("#ffffff"))
        window.tap(at: try centre(of: "Add", in: window))
        #expect(window.frames(ofText: "count 1").count == 1)
    }

    @Test("The innermost .buttonStyle wins; .automatic inside goes back to the default look")
    func innermostWins() {
        let window = TestWindow(size: CGSize(width: 240, height: 120)) {
            VStack {
                Button("Inner") {}.buttonStyle(PressFillStyle())
                Button("Default") {}.buttonStyle(.automatic)
            }
            .buttonStyle(.plain)
        }
        let dump = window.displayList.dump()
        #expect(dump.contains("#0000ff"))
        #expect(dump.contains("#007aff"))
    }

    @Test("A style with changed parameters reaches its buttons")
    func changedStyleParameters() {
        struct Tinted: ButtonStyle {
            let color: Color
            func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundColor(color) }
        }
        struct Switching: View {
            @State private var isGreen = false
            var body: some View {
                VStack {
                    Button("Go") { isGreen.toggle() }.buttonStyle(
                        Tinted(color: isGreen ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 1)))
                }
            }
        }
        let window = TestWindow(size: CGSize(width: 200, height: 80)) { Switching() }
        #expect(window.displayList.dump().contains("#ff00ff"))
        if let frame = window.frames(ofText: "Go").first {
            window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
        #expect(window.displayList.dump().contains("#00ff00"))
    }
}
