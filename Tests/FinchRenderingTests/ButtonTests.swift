import Finch
import FinchTesting
import Testing

private struct Counter: View {
    @State private var count = 0
    let role: ButtonRole?
    let isDisabled: Bool

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add", role: role) { count += 1 }
                .disabled(isDisabled)
        }
    }
}

/// The opacity of the first dimmed group in a display list (1 when none).
@MainActor
private func dimming(_ items: [DisplayItem]) -> Double {
    for item in items {
        if case .group(let group) = item {
            if group.opacity < 1 { return group.opacity }
            let inner = dimming(group.children)
            if inner < 1 { return inner }
        }
    }
    return 1
}

@MainActor
@Suite("Button performs its action when tapped and looks like an iOS borderless button")
struct ButtonTests {
    func window(role: ButtonRole? = nil, disabled: Bool = false) -> TestWindow {
        TestWindow(size: CGSize(width: 200, height: 100)) { Counter(role: role, isDisabled: disabled) }
    }

    @Test("A tap on the label runs the action")
    func tap() throws {
        let window = window()
        let label = try #require(window.frames(ofText: "Add").first)
        window.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(window.frames(ofText: "count 1").count == 1)
    }

    @Test("While pressed the label dims; releasing inside runs the action once")
    func pressedHighlight() throws {
        let window = window()
        let label = try #require(window.frames(ofText: "Add").first)
        let centre = CGPoint(x: label.midX, y: label.midY)
        window.send(.began, at: centre)
        #expect(dimming(window.displayList.items) == 0.25)
        window.send(.ended, at: centre)
        #expect(dimming(window.displayList.items) == 1)
        #expect(window.frames(ofText: "count 1").count == 1)
    }

    @Test("The label is in the accent colour, red when destructive, grey when disabled")
    func colours() {
        #expect(window().displayList.dump().contains("#007aff"))
        #expect(window(role: .destructive).displayList.dump().contains("#ff3b30"))
        #expect(window(disabled: true).displayList.dump().contains("#8e8e93"))
    }

    @Test("A disabled button ignores taps")
    func disabled() throws {
        let window = window(disabled: true)
        let label = try #require(window.frames(ofText: "Add").first)
        window.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(window.frames(ofText: "count 0").count == 1)
    }

    @Test("Moving far away before release cancels the tap")
    func cancelledByMoving() throws {
        let window = window()
        let label = try #require(window.frames(ofText: "Add").first)
        window.drag(from: CGPoint(x: label.midX, y: label.midY), to: CGPoint(x: label.midX + 90, y: label.midY + 40))
        #expect(window.frames(ofText: "count 0").count == 1)
    }

    /// The colours of the painted text runs drawing `string`.
    private func colors(of string: String, in window: TestWindow) -> [RGBA] {
        var found: [RGBA] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let run) where run.layout.spans.map(\.string).joined() == string:
                    found += run.layout.spans.map(\.color)
                case .group(let group): walk(group.children)
                default: break
                }
            }
        }
        walk(window.displayList.items)
        return found
    }

    @Test("A foreground colour set around a default button colours its label, as SwiftUI's")
    func foregroundAround() {
        // The learner's capsule button: on iOS its title is white on the blue capsule.
        let window = TestWindow(size: CGSize(width: 240, height: 100)) {
            VStack {
                Button("Unlock Places") {}
                    .padding()
                    .background(.blue)
                    .foregroundColor(.white)
                    .clipShape(Capsule())
                Button("Plain") {}
                Button("Off") {}.foregroundStyle(.white).disabled(true)
            }
        }
        #expect(colors(of: "Unlock Places", in: window) == [.white])
        // Without one, the tint; disabled, grey even with one (Finch's choice).
        #expect(colors(of: "Plain", in: window) != [.white])
        #expect(colors(of: "Off", in: window).allSatisfy { $0 != .white })
    }
}
