import Finch
import FinchTesting
import Testing

@MainActor
final class ShowHide {
    var flip: (() -> Void)?
}

/// A blue square shown or hidden by state, leaving or arriving with `transition`.
struct Transitioning: View {
    let control: ShowHide
    let transition: AnyTransition
    @State var isShown: Bool

    var body: some View {
        let _ = (control.flip = { isShown.toggle() })
        ZStack {
            Color.gray.opacity(0.2).frame(width: 120, height: 80)
            if isShown {
                Color.blue.frame(width: 60, height: 40).transition(transition)
            }
        }
    }
}

@MainActor
@Suite("Insertions and removals in animated transactions run their transitions")
struct TransitionSnapshotTests {
    func window(_ transition: AnyTransition, shown: Bool, control: ShowHide) -> TestWindow {
        TestWindow(size: CGSize(width: 160, height: 100)) {
            Transitioning(control: control, transition: transition, isShown: shown)
        }
    }

    @Test("A .scale removal shrinks the view about its centre and keeps it drawn until it ends")
    func scaleRemoval() {
        let control = ShowHide()
        // The control holds a view that holds the control: let go, so the cycle does not outlive the test.
        defer { control.flip = nil }
        let window = window(.scale, shown: true, control: control)
        withAnimation(.linear(duration: 1)) { control.flip?() }
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "half")
        #expect(window.needsFrame)
        window.advance(by: 0.5)
        #expect(!window.needsFrame)
        assertSnapshot(png: window.pngData(), named: "done")
    }

    @Test("A .slide insertion comes in from the leading edge")
    func slideInsertion() {
        let control = ShowHide()
        // The control holds a view that holds the control: let go, so the cycle does not outlive the test.
        defer { control.flip = nil }
        let window = window(.slide, shown: false, control: control)
        withAnimation(.linear(duration: 1)) { control.flip?() }
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "half")
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "done")
    }

    @Test("Without an animation a removal is immediate and runs no transition")
    func removalWithoutAnimation() {
        let control = ShowHide()
        // The control holds a view that holds the control: let go, so the cycle does not outlive the test.
        defer { control.flip = nil }
        let window = window(.scale, shown: true, control: control)
        control.flip?()
        window.render()
        #expect(!window.needsFrame)
        #expect(window.displayList.dump().contains("#007aff") == false)
    }
}
