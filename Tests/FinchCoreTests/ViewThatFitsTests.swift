import Foundation
import Testing

@testable import FinchCore

/// Three fixed bars, 300, 200 and 100 wide, each 50 tall.
@MainActor
private func bars(in axes: Axis.Set = [.horizontal, .vertical]) -> some View {
    ViewThatFits(in: axes) {
        Color.red.frame(width: 300, height: 50)
        Color.green.frame(width: 200, height: 50)
        Color.blue.frame(width: 100, height: 50)
    }
}

@MainActor
@Suite("ViewThatFits shows the first child whose ideal size fits, else the last")
struct ViewThatFitsTests {
    private func size<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> CGSize {
        ViewGraph(root: view, services: fakeServices()).sizeThatFits(ProposedViewSize(width: width, height: height))
    }

    @Test("Along the width: the first bar no wider than the proposal; the last when none fits")
    func horizontal() {
        let view = bars(in: .horizontal)
        #expect(size(view, 350, 400) == CGSize(width: 300, height: 50))
        #expect(size(view, 250, 400) == CGSize(width: 200, height: 50))
        #expect(size(view, 200, 400) == CGSize(width: 200, height: 50))
        #expect(size(view, 150, 400) == CGSize(width: 100, height: 50))
        #expect(size(view, 50, 400) == CGSize(width: 100, height: 50))
        // An unspecified width fits anything: the first. The height is not compared.
        #expect(size(view, nil, nil) == CGSize(width: 300, height: 50))
        #expect(size(view, 250, 10) == CGSize(width: 200, height: 50))
    }

    @Test("By default both axes must fit; along the height alone the width is not compared")
    func axes() {
        #expect(size(bars(), 250, 10) == CGSize(width: 100, height: 50))
        #expect(size(bars(), 250, 60) == CGSize(width: 200, height: 50))
        #expect(size(bars(in: .vertical), 50, 60) == CGSize(width: 300, height: 50))
        #expect(size(bars(in: .vertical), 50, 40) == CGSize(width: 100, height: 50))
    }

    @Test("Text is measured at its ideal width, unwrapped, not at the proposal")
    func idealText() {
        // 16 characters of 10 pt: 160 wide on one line, though it would wrap to fit 100.
        let view = ViewThatFits(in: .horizontal) {
            Text("Hello wide world")
            Text("Hi")
        }
        #expect(size(view, 100, 400) == CGSize(width: 20, height: 20))
        #expect(size(view, 160, 400) == CGSize(width: 160, height: 20))
        let graph = layout(view, in: CGSize(width: 100, height: 400))
        #expect(graph.frames(ofText: "Hello wide world").isEmpty)
        #expect(graph.frames(ofText: "Hi").count == 1)
    }

    @Test("Only the child shown is drawn, and a new size shows another")
    func drawsOnlyTheChoice() {
        let view = bars(in: .horizontal)
        let graph = ViewGraph(root: view, services: fakeServices())
        graph.layout(in: CGSize(width: 250, height: 400))
        #expect(rects(of: .red, in: graph).isEmpty)
        #expect(rects(of: .blue, in: graph).isEmpty)
        #expect(rects(of: .green, in: graph).map(\.size) == [CGSize(width: 200, height: 50)])
        graph.layout(in: CGSize(width: 120, height: 400))
        #expect(rects(of: .green, in: graph).isEmpty)
        #expect(rects(of: .blue, in: graph).map(\.size) == [CGSize(width: 100, height: 50)])
    }
}
