import Finch
import FinchTesting
import Observation
import Testing

/// Fifty 40-pt rows in a scroll view or a list, scrolling disabled while `isDisabled` says so; a line
/// above shows what the rows read from `\.isScrollEnabled`.
private struct DisabledRows: View {
    let model: ScrollSwitch
    var inList = false

    var body: some View {
        VStack(spacing: 0) {
            EnabledReader().frame(height: 40)
            Group {
                if inList {
                    List(0..<50, id: \.self) { index in Text("row \(index)") }
                } else {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50) { index in Text("row \(index)").frame(height: 40) }
                        }
                    }
                }
            }
        }
        .scrollDisabled(model.isDisabled)
    }
}

/// Shows `\.isScrollEnabled` where it is read.
private struct EnabledReader: View {
    @Environment(\.isScrollEnabled) private var isScrollEnabled

    var body: some View {
        Text(isScrollEnabled ? "scrolls" : "fixed")
    }
}

@MainActor
@Observable
private final class ScrollSwitch {
    var isDisabled: Bool
    init(_ isDisabled: Bool) { self.isDisabled = isDisabled }
}

/// An outer scroll view around a 200-pt inner one whose scrolling is disabled.
private struct Nested: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("top").frame(height: 40)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20) { index in Text("inner \(index)").frame(height: 40) }
                    }
                }
                .frame(height: 200)
                .scrollDisabled(true)
                ForEach(0..<20) { index in Text("outer \(index)").frame(height: 40) }
            }
        }
    }
}

@MainActor
@Suite(".scrollDisabled(_:): scroll views and lists stop scrolling by drag and wheel")
struct ScrollDisabledTests {
    let size = CGSize(width: 200, height: 400)
    let middle = CGPoint(x: 100, y: 240)

    @Test("Disabled, neither the wheel nor a drag moves the rows, which are laid out as before")
    func disabled() throws {
        let enabled = TestWindow(size: size) { DisabledRows(model: ScrollSwitch(false)) }
        let window = TestWindow(size: size) { DisabledRows(model: ScrollSwitch(true)) }
        let before = try #require(window.layoutFrames(ofText: "row 0").first)
        #expect(before == enabled.layoutFrames(ofText: "row 0").first)
        #expect(window.layoutFrames(ofText: "row 49").first == enabled.layoutFrames(ofText: "row 49").first)
        #expect(!window.scroll(at: middle, by: CGSize(width: 0, height: 120)))
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 150), duration: 0.25)
        #expect(window.layoutFrames(ofText: "row 0").first == before)
        #expect(!window.frames(ofText: "fixed").isEmpty)
        #expect(!enabled.frames(ofText: "scrolls").isEmpty)
    }

    @Test("Enabled again, the same view scrolls by the wheel's delta")
    func reenabled() throws {
        let model = ScrollSwitch(true)
        let window = TestWindow(size: size) { DisabledRows(model: model) }
        let before = try #require(window.layoutFrames(ofText: "row 0").first)
        #expect(!window.scroll(at: middle, by: CGSize(width: 0, height: 120)))
        model.isDisabled = false
        window.advance(by: 0)
        #expect(window.scroll(at: middle, by: CGSize(width: 0, height: 120)))
        let after = try #require(window.layoutFrames(ofText: "row 0").first)
        #expect(abs((before.minY - after.minY) - 120) <= 1)
    }

    @Test("A disabled list neither drags nor wheels")
    func list() throws {
        let window = TestWindow(size: size) { DisabledRows(model: ScrollSwitch(true), inList: true) }
        let before = try #require(window.layoutFrames(ofText: "row 2").first)
        #expect(!window.scroll(at: middle, by: CGSize(width: 0, height: 120)))
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 150), duration: 0.25)
        #expect(window.layoutFrames(ofText: "row 2").first == before)
    }

    @Test("The wheel and a drag over a disabled inner scroll view move the scroll view around it")
    func nested() throws {
        let window = TestWindow(size: size) { Nested() }
        let inner = try #require(window.layoutFrames(ofText: "inner 0").first)
        #expect(window.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 30)))
        let moved = try #require(window.layoutFrames(ofText: "inner 0").first)
        // The outer view moved the inner one, content and all, up by 30.
        #expect(abs((inner.minY - moved.minY) - 30) <= 1)
        window.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 90), duration: 0.25)
        let dragged = try #require(window.layoutFrames(ofText: "inner 0").first)
        #expect(abs((moved.minY - dragged.minY) - 60) <= 10)
    }

    @Test("false inside an outer .scrollDisabled(true) does not turn scrolling back on (Finch's choice)")
    func outerWins() {
        let window = TestWindow(size: size) {
            DisabledRows(model: ScrollSwitch(false)).scrollDisabled(true)
        }
        #expect(!window.scroll(at: middle, by: CGSize(width: 0, height: 120)))
        #expect(!window.frames(ofText: "fixed").isEmpty)
    }
}
