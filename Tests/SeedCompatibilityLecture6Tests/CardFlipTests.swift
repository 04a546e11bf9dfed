import Finch
import FinchTesting
import Testing

@testable import MemorizeGame

@MainActor
final class FlipControl {
    var flip: (() -> Void)?
}

/// One card as the lecture 6 `CardView` draws it (emoji, orange, `Cardify`), flipped by a state change.
struct FlippingCard: View {
    let control: FlipControl
    @State private var isFaceUp = false

    var body: some View {
        let _ = (control.flip = { isFaceUp.toggle() })
        Text("👻")
            .font(Font.system(size: 60))
            .cardify(isFaceUp: isFaceUp)
            .frame(width: 100, height: 150)
            .foregroundColor(Color.orange)
    }
}

/// The lecture 6 pie, shrinking as the bonus time runs out.
struct ShrinkingPie: View {
    let control: FlipControl
    @State private var remaining = 1.0

    var body: some View {
        let _ = (control.flip = { withAnimation(.linear(duration: 6)) { remaining = 0 } })
        Pie(startAngle: Angle.degrees(0 - 90), endAngle: Angle.degrees(-remaining * 360 - 90), clockwise: true)
            .padding(5)
            .opacity(0.4)
            .frame(width: 100, height: 100)
            .foregroundColor(Color.orange)
    }
}

@MainActor
@Suite("The lecture 6 Cardify flip and Pie animate frame by frame on the virtual clock")
struct CardFlipTests {
    @Test(
        "A 0.75 s linear flip: back at 0, edge-on at the middle, the face past 90°",
        arguments: [0.0, 0.1875, 0.375, 0.5625, 0.75])
    func flip(at time: Double) throws {
        let control = FlipControl()
        // The control holds a view that holds the control: let go, so the cycle does not outlive the test.
        defer { control.flip = nil }
        let window = TestWindow(size: CGSize(width: 160, height: 190)) { FlippingCard(control: control) }
        withAnimation(.linear(duration: 0.75)) { control.flip?() }
        window.advance(by: time)
        assertSnapshot(png: window.pngData(), named: "t\(Int(time * 10_000))")
    }

    @Test("The flip is done at 0.75 s: no more frames are needed")
    func flipEnds() {
        let control = FlipControl()
        // The control holds a view that holds the control: let go, so the cycle does not outlive the test.
        defer { control.flip = nil }
        let window = TestWindow(size: CGSize(width: 160, height: 190)) { FlippingCard(control: control) }
        #expect(!window.needsFrame)
        withAnimation(.linear(duration: 0.75)) { control.flip?() }
        window.advance(by: 0.5)
        #expect(window.needsFrame)
        window.advance(by: 0.25)
        #expect(!window.needsFrame)
        let frames = window.framesProduced
        window.advance(by: 1)
        #expect(window.framesProduced == frames)
    }

    @Test("The animatable Pie shrinks linearly over the bonus time", arguments: [0.0, 3.0, 6.0])
    func pieShrinks(at time: Double) {
        let control = FlipControl()
        // The control holds a view that holds the control: let go, so the cycle does not outlive the test.
        defer { control.flip = nil }
        let window = TestWindow(size: CGSize(width: 100, height: 100)) { ShrinkingPie(control: control) }
        control.flip?()
        window.advance(by: time)
        assertSnapshot(png: window.pngData(), named: "t\(Int(time))")
    }
}
