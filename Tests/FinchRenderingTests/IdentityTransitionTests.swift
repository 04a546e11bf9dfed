import Finch
import FinchTesting
import Testing

/// How the swapped view writes its identity and its transition.
private enum IdentityTransitionForm: Sendable {
    /// `.id(x).transition(t)`, the order the CS193p course writes.
    case identityThenTransition
    /// `.transition(t).id(x)`.
    case transitionThenIdentity
    /// `.id(x).padding(10).transition(t)`: a modifier between the identity and the transition.
    case identityPaddedThenTransition
    /// `.padding(10).transition(t).id(x)`.
    case paddedTransitionThenIdentity
}

@MainActor
private final class IdentityStep {
    var next: (() -> Void)?
}

/// A 40 × 20 square in the middle of a 200 × 100 box whose identity is `value`: red while it is even,
/// blue while it is odd, so the view leaving and the one entering can be told apart.
private struct IdentitySwap: View {
    let step: IdentityStep
    let form: IdentityTransitionForm
    let transition: AnyTransition
    @State private var value = 0

    var body: some View {
        let _ = (step.next = { value += 1 })
        ZStack { swapped }.frame(width: 200, height: 100)
    }

    @ViewBuilder private var swapped: some View {
        let square = (value.isMultiple(of: 2) ? Color.red : Color.blue).frame(width: 40, height: 20)
        switch form {
        case .identityThenTransition: square.id(value).transition(transition)
        case .transitionThenIdentity: square.transition(transition).id(value)
        case .identityPaddedThenTransition: square.id(value).padding(10).transition(transition)
        case .paddedTransitionThenIdentity: square.padding(10).transition(transition).id(value)
        }
    }
}

/// The course's palette row in miniature: a text whose identity is its value, rolled by `transition`.
private struct IdentityText: View {
    let step: IdentityStep
    let form: IdentityTransitionForm
    let transition: AnyTransition
    @State private var value = 0

    var body: some View {
        let _ = (step.next = { value += 1 })
        VStack {
            switch form {
            case .transitionThenIdentity: Text("Palette \(value)").transition(transition).id(value)
            default: Text("Palette \(value)").id(value).transition(transition)
            }
        }
        .frame(width: 200, height: 100)
    }
}

/// A red square in the middle of a 200 × 100 box, shown while `isShown`, with `transition`.
private struct ShownSquare: View {
    let step: IdentityStep
    let transition: AnyTransition
    @State private var isShown = true

    var body: some View {
        let _ = (step.next = { isShown.toggle() })
        ZStack {
            if isShown { Color.red.frame(width: 40, height: 20).transition(transition) }
        }
        .frame(width: 200, height: 100)
    }
}

/// A red or blue fill, or a text, as drawn: where (window points) and through what opacity.
private struct DrawnMark: CustomStringConvertible {
    var name: String
    var frame: CGRect
    var opacity: Double

    var description: String {
        "\(name) (\(frame.minX), \(frame.minY), \(frame.width) × \(frame.height)) α \(opacity)"
    }

    func isClose(to other: DrawnMark) -> Bool {
        name == other.name && abs(frame.minX - other.frame.minX) < 0.01 && abs(frame.minY - other.frame.minY) < 0.01
            && abs(frame.width - other.frame.width) < 0.01 && abs(frame.height - other.frame.height) < 0.01
            && abs(opacity - other.opacity) < 0.001
    }
}

/// What the window draws of the red and blue squares and of texts, through the groups around them.
@MainActor
private func drawnMarks(in window: TestWindow) -> [DrawnMark] {
    let red = Color.red.resolve(in: EnvironmentValues())
    let blue = Color.blue.resolve(in: EnvironmentValues())
    var marks: [DrawnMark] = []
    func place(_ rect: CGRect, _ transform: Transform2D) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { transform.apply(to: $0) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
    func walk(_ items: [DisplayItem], _ transform: Transform2D, _ opacity: Double) {
        for item in items {
            switch item {
            case .fill(let path, .color(let color), _) where color == red || color == blue:
                let name = color == red ? "red" : "blue"
                marks.append(DrawnMark(name: name, frame: place(path.boundingRect, transform), opacity: opacity))
            case .text(let run):
                let name = run.layout.spans.map(\.string).joined()
                marks.append(DrawnMark(name: name, frame: place(run.frame, transform), opacity: opacity))
            case .group(let group):
                walk(group.children, group.transform.concatenating(transform), opacity * group.opacity)
            default: break
            }
        }
    }
    walk(window.displayList.items, .identity, 1)
    return marks.sorted { $0.name > $1.name }
}

@MainActor
@Suite("A transition written outside `.id` runs when the identity changes, as one written inside it")
struct IdentityTransitionTests {
    static let size = CGSize(width: 200, height: 100)

    /// What `form` draws at each of `times` (seconds) after one step of its identity, in a linear
    /// one-second animation (or none).
    private func samples(
        _ form: IdentityTransitionForm, _ transition: AnyTransition, animated: Bool = true, at times: [Double]
    ) -> [[DrawnMark]] {
        let step = IdentityStep()
        // The step holds a view that holds the step: let go, so the cycle does not outlive the test.
        defer { step.next = nil }
        let window = TestWindow(size: Self.size) { IdentitySwap(step: step, form: form, transition: transition) }
        if animated {
            withAnimation(.linear(duration: 1)) { step.next?() }
        } else {
            step.next?()
        }
        var elapsed = 0.0
        return times.map { time in
            window.advance(by: time - elapsed)
            elapsed = time
            return drawnMarks(in: window)
        }
    }

    /// Both orders, sampled alike; they must draw the same frames. Returns `.id(x).transition(t)`'s.
    private func bothOrders(_ transition: AnyTransition, padded: Bool = false, at times: [Double]) -> [[DrawnMark]] {
        let outside = samples(padded ? .identityPaddedThenTransition : .identityThenTransition, transition, at: times)
        let inside = samples(padded ? .paddedTransitionThenIdentity : .transitionThenIdentity, transition, at: times)
        for (index, (written, reference)) in zip(outside, inside).enumerated() {
            #expect(
                written.count == reference.count && zip(written, reference).allSatisfy { $0.isClose(to: $1) },
                "at \(times[index]) s: \(written) ≠ \(reference)")
        }
        return outside
    }

    /// The mark named `name` in `marks`, or a failure.
    private func mark(_ name: String, in marks: [DrawnMark]) throws -> DrawnMark {
        try #require(marks.first { $0.name == name }, "no \(name) in \(marks)")
    }

    @Test("`.opacity`: the old view fades out while the new one fades in")
    func opacity() throws {
        let frames = bothOrders(.opacity, at: [0.25, 0.5, 1])
        let quarter = frames[0]
        #expect(abs(try mark("red", in: quarter).opacity - 0.75) < 0.001)
        #expect(abs(try mark("blue", in: quarter).opacity - 0.25) < 0.001)
        #expect(try mark("blue", in: quarter).frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        #expect(abs(try mark("blue", in: frames[1]).opacity - 0.5) < 0.001)
        #expect(frames[2].map(\.name) == ["blue"])
        #expect(try mark("blue", in: frames[2]).opacity == 1)
    }

    @Test("`.slide`: the old view leaves to the trailing side while the new one comes from the leading side")
    func slide() throws {
        let frames = bothOrders(.slide, at: [0.5, 1])
        #expect(abs(try mark("red", in: frames[0]).frame.minX - 100) < 0.01)
        #expect(abs(try mark("blue", in: frames[0]).frame.minX - 60) < 0.01)
        #expect(try mark("red", in: frames[0]).opacity == 1)
        #expect(frames[1].map(\.name) == ["blue"])
        #expect(abs(try mark("blue", in: frames[1]).frame.minX - 80) < 0.01)
    }

    @Test("`.move(edge: .top)`: both move by the view's height, the old one out, the new one in")
    func moveFromTop() throws {
        let frames = bothOrders(.move(edge: .top), at: [0.25])
        #expect(abs(try mark("red", in: frames[0]).frame.minY - 35) < 0.01)
        #expect(abs(try mark("blue", in: frames[0]).frame.minY - 25) < 0.01)
    }

    @Test("The course's roll (`.asymmetric` offsets): the old view rolls out the top, the new one in from below")
    func asymmetricOffsets() throws {
        let roll = AnyTransition.asymmetric(insertion: .offset(x: 0, y: 30), removal: .offset(x: 0, y: -30))
        let frames = bothOrders(roll, at: [0.5, 1])
        #expect(abs(try mark("red", in: frames[0]).frame.minY - 25) < 0.01)
        #expect(abs(try mark("blue", in: frames[0]).frame.minY - 55) < 0.01)
        #expect(abs(try mark("blue", in: frames[1]).frame.minY - 40) < 0.01)
        #expect(frames[1].count == 1)
    }

    @Test("`.scale`: the old view shrinks about its centre while the new one grows")
    func scale() throws {
        let frames = bothOrders(.scale, at: [0.5])
        let red = try mark("red", in: frames[0])
        let blue = try mark("blue", in: frames[0])
        #expect(abs(red.frame.width - 20) < 0.01 && abs(red.frame.midX - 100) < 0.01)
        #expect(abs(blue.frame.width - 20) < 0.01 && abs(blue.frame.midY - 50) < 0.01)
    }

    @Test("`.modifier(active:identity:)`: the old view moves toward `active`, the new one from it")
    func modifierTransition() throws {
        let shift = AnyTransition.modifier(active: Shift(dx: 40), identity: Shift(dx: 0))
        let frames = bothOrders(shift, at: [0.25, 1])
        #expect(abs(try mark("red", in: frames[0]).frame.minX - 90) < 0.01)
        #expect(abs(try mark("blue", in: frames[0]).frame.minX - 110) < 0.01)
        #expect(frames[1].map(\.name) == ["blue"])
        #expect(abs(try mark("blue", in: frames[1]).frame.minX - 80) < 0.01)
    }

    @Test("A view removed by an `if` leaves through its modifier transition from where it was")
    func modifierTransitionRemovalKeepsPlace() throws {
        let step = IdentityStep()
        defer { step.next = nil }
        let shift = AnyTransition.modifier(active: Shift(dx: 40), identity: Shift(dx: 0))
        let window = TestWindow(size: Self.size) { ShownSquare(step: step, transition: shift) }
        withAnimation(.linear(duration: 1)) { step.next?() }
        window.advance(by: 0.25)
        let red = try mark("red", in: drawnMarks(in: window))
        #expect(abs(red.frame.minX - 90) < 0.01 && abs(red.frame.minY - 40) < 0.01, "\(red)")
    }

    @Test("A modifier between: `.id(x).padding(10).transition(.slide)` slides the padded view, as the id outside")
    func modifierBetween() throws {
        let frames = bothOrders(.slide, padded: true, at: [0.5, 1])
        // The padded view is 60 wide: each square is half of that off its place.
        #expect(abs(try mark("red", in: frames[0]).frame.minX - 110) < 0.01)
        #expect(abs(try mark("blue", in: frames[0]).frame.minX - 50) < 0.01)
        #expect(frames[1].map(\.name) == ["blue"])
        #expect(abs(try mark("blue", in: frames[1]).frame.minX - 80) < 0.01)
    }

    @Test("Without an animation the identity changes at once, in either order")
    func withoutAnimation() throws {
        for form in [IdentityTransitionForm.identityThenTransition, .transitionThenIdentity] {
            let frames = samples(form, .slide, animated: false, at: [0, 0.1])
            for marks in frames {
                #expect(marks.map(\.name) == ["blue"], "\(form)")
                #expect(abs(try mark("blue", in: marks).frame.minX - 80) < 0.01, "\(form)")
            }
        }
    }

    @Test("A text rolled as the course's palette row: both orders draw the same frames")
    func textRoll() throws {
        let roll = AnyTransition.asymmetric(insertion: .offset(x: 0, y: 30), removal: .offset(x: 0, y: -30))
        var drawn: [[DrawnMark]] = []
        for form in [IdentityTransitionForm.identityThenTransition, .transitionThenIdentity] {
            let step = IdentityStep()
            defer { step.next = nil }
            let window = TestWindow(size: Self.size) { IdentityText(step: step, form: form, transition: roll) }
            let settled = try mark("Palette 0", in: drawnMarks(in: window)).frame
            withAnimation(.linear(duration: 1)) { step.next?() }
            window.advance(by: 0.5)
            let marks = drawnMarks(in: window)
            #expect(abs(try mark("Palette 0", in: marks).frame.minY - (settled.minY - 15)) < 0.01, "\(form)")
            #expect(abs(try mark("Palette 1", in: marks).frame.minY - (settled.minY + 15)) < 0.01, "\(form)")
            drawn.append(marks)
        }
        #expect(drawn[0].count == drawn[1].count && zip(drawn[0], drawn[1]).allSatisfy { $0.isClose(to: $1) })
    }

    @Test("An iOS 17 `Transition`'s body runs at each phase: in from `.willAppear`, out toward `.didDisappear`")
    func transitionProtocolPhases() throws {
        let frames = bothOrders(AnyTransition(SideStep()), at: [0.25, 1])
        // The new view starts 40 pt left (phase value −1), the old one ends 40 pt right (+1).
        #expect(abs(try mark("red", in: frames[0]).frame.minX - 90) < 0.01)
        #expect(abs(try mark("blue", in: frames[0]).frame.minX - 50) < 0.01)
        #expect(frames[1].map(\.name) == ["blue"])
        #expect(abs(try mark("blue", in: frames[1]).frame.minX - 80) < 0.01)
    }

    @Test("`AsymmetricTransition` (CS193p 2023): each side's transition only on its own side")
    func asymmetricTransitionStruct() throws {
        let frames = bothOrders(
            AnyTransition(AsymmetricTransition(insertion: .identity, removal: .opacity)), at: [0.25])
        #expect(abs(try mark("red", in: frames[0]).opacity - 0.75) < 0.001)
        #expect(try mark("blue", in: frames[0]).opacity == 1)
        let custom = bothOrders(
            AnyTransition(AsymmetricTransition(insertion: SideStep(), removal: .identity)), at: [0.25])
        #expect(abs(try mark("blue", in: custom[0]).frame.minX - 50) < 0.01)
        #expect(abs(try mark("red", in: custom[0]).frame.minX - 80) < 0.01)
    }

    @Test("The built-in `Transition`s draw as the `AnyTransition`s of the same names")
    func builtInTransitionStructs() throws {
        let pairs: [(AnyTransition, AnyTransition)] = [
            (AnyTransition(OpacityTransition()), .opacity), (AnyTransition(SlideTransition()), .slide),
            (AnyTransition(MoveTransition(edge: .top)), .move(edge: .top)),
            (AnyTransition(PushTransition(edge: .leading)), .push(from: .leading)),
            (AnyTransition(ScaleTransition(0.5)), .scale(scale: 0.5)),
            (
                AnyTransition(OpacityTransition().combined(with: SlideTransition())),
                AnyTransition.opacity.combined(with: .slide)
            ),
        ]
        for (protocolForm, named) in pairs {
            let drawn = bothOrders(protocolForm, at: [0.5])[0]
            let reference = bothOrders(named, at: [0.5])[0]
            #expect(drawn.count == reference.count && zip(drawn, reference).allSatisfy { $0.isClose(to: $1) })
        }
    }

    @Test("`.transition(_:)` takes a `Transition` value, as CS193p 2023's cards are dealt")
    func transitionOverloads() throws {
        let step = IdentityStep()
        defer { step.next = nil }
        let window = TestWindow(size: Self.size) { DealtSquare(step: step) }
        withAnimation(.linear(duration: 1)) { step.next?() }
        window.advance(by: 0.5)
        // Moved in from the leading edge: half its 40-pt width from its place at 80.
        let marks = drawnMarks(in: window)
        #expect(abs(try mark("red", in: marks).frame.minX - 60) < 0.01, "\(marks)")
    }
}

/// A custom iOS 17 transition: 40 pt aside before it appears (left) and after it goes (right).
private struct SideStep: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(x: 40 * phase.value)
    }
}

/// A square dealt in with a `Transition` value, as CS193p 2023's cards are.
private struct DealtSquare: View {
    let step: IdentityStep
    @State private var isShown = false

    var body: some View {
        let _ = (step.next = { isShown.toggle() })
        // The clear fill keeps the stack's size, so only the transition moves the square.
        ZStack {
            Color.clear
            if isShown {
                Color.red.frame(width: 40, height: 20)
                    .transition(AsymmetricTransition(insertion: .move(edge: .leading), removal: .identity))
            }
        }
        .frame(width: 200, height: 100)
    }
}

/// Moves its content right by `dx`.
private struct Shift: ViewModifier {
    let dx: CGFloat

    func body(content: Content) -> some View {
        content.offset(x: dx)
    }
}
