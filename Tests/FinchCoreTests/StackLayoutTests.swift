import Foundation
import Testing

@testable import FinchCore

@MainActor
@Suite("Stacks lay out as SwiftUI's HStack, VStack and ZStack")
struct StackLayoutTests {
    @Test("The worked example: a max-100 frame takes 75, a min-100 frame takes 100, the stack is 175 wide")
    func workedHStackExample() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }
        .frame(width: 150, height: 50)
        let graph = layout(view, in: CGSize(width: 150, height: 50), scale: 2)
        let red = rect(of: .red, in: graph)
        let green = rect(of: .green, in: graph)
        #expect(red?.width == 75)
        #expect(green?.width == 100)
        // The stack overflows its 150-pt frame symmetrically: 175 wide, centred.
        #expect(red?.minX == -12.5)
        #expect(green?.maxX == 162.5)
    }

    @Test("Default spacing is 8 pt between views, explicit spacing is used for every gap")
    func spacing() {
        let defaultGraph = layout(
            HStack {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }, in: CGSize(width: 100, height: 100))
        #expect(rect(of: .blue, in: defaultGraph)!.minX - rect(of: .red, in: defaultGraph)!.maxX == 8)

        let explicitGraph = layout(
            VStack(spacing: 3) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }, in: CGSize(width: 100, height: 100))
        #expect(rect(of: .blue, in: explicitGraph)!.minY - rect(of: .red, in: explicitGraph)!.maxY == 3)
    }

    @Test("Flexible children share the space evenly after the inflexible ones")
    func evenSplit() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red
                Color.green.frame(width: 40)
                Color.blue
            }, in: CGSize(width: 200, height: 50))
        #expect(rect(of: .green, in: graph)?.width == 40)
        #expect(rect(of: .red, in: graph)?.width == 80)
        #expect(rect(of: .blue, in: graph)?.width == 80)
    }

    @Test("Layout priority sizes the higher-priority child first, reserving the others' minimum")
    func layoutPriority() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20)
                Color.blue.layoutPriority(1)
            }, in: CGSize(width: 200, height: 50))
        #expect(rect(of: .blue, in: graph)?.width == 180)
        #expect(rect(of: .red, in: graph)?.width == 20)
    }

    @Test("Layout priority passes through padding, overlays and other wrappers")
    func priorityThroughWrappers() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20)
                Color.blue.layoutPriority(1).padding(5).overlay(Color.clear).offset(x: 0)
            }, in: CGSize(width: 200, height: 50))
        #expect(rect(of: .blue, in: graph)?.width == 170)
        #expect(rect(of: .red, in: graph)?.width == 20)
    }

    @Test("A ZStack takes the size of its highest-priority children, read through their wrappers")
    func zStackPriorityThroughWrappers() {
        let graph = layout(
            ZStack {
                Color.red.frame(width: 100, height: 100)
                Color.blue.frame(width: 40, height: 40).layoutPriority(1).padding(0).overlay(Color.clear)
            }.fixedSize(), in: CGSize(width: 40, height: 40))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rect(of: .red, in: graph) == CGRect(x: -30, y: -30, width: 100, height: 100))
    }

    @Test("Cross-axis alignment: leading, center and trailing in a VStack")
    func crossAlignment() {
        for (alignment, expectedX) in [(HorizontalAlignment.leading, 0.0), (.center, 20.0), (.trailing, 40.0)] {
            let graph = layout(
                VStack(alignment: alignment, spacing: 0) {
                    Color.red.frame(width: 60, height: 10)
                    Color.blue.frame(width: 20, height: 10)
                }.fixedSize(), in: CGSize(width: 60, height: 20))
            #expect(rect(of: .blue, in: graph)?.minX == CGFloat(expectedX))
        }
    }

    @Test("An HStack's height is the tallest child; children are centred vertically")
    func hstackCrossSize() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 40)
                Color.blue.frame(width: 10, height: 10)
            }.fixedSize(), in: CGSize(width: 20, height: 40))
        #expect(rect(of: .blue, in: graph)?.minY == 15)
    }

    @Test("Text in a stack wraps when it is offered less than its ideal width")
    func textWrapsInStack() {
        let graph = layout(
            HStack(spacing: 0) {
                Text("hello world")
                Color.red.frame(width: 100)
            }, in: CGSize(width: 160, height: 100))
        // 60 pt remain for the text: "hello" and "world" each on a line of 50 pt.
        let frame = graph.frames(ofText: "hello world").first
        #expect(frame?.width == 50)
        #expect(frame?.height == 40)
    }

    @Test("Spacer takes at least 8 pt and pushes content to the edges")
    func spacer() {
        let wide = layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Spacer()
                Color.blue.frame(width: 10, height: 10)
            }, in: CGSize(width: 100, height: 10))
        #expect(rect(of: .red, in: wide)?.minX == 0)
        #expect(rect(of: .blue, in: wide)?.maxX == 100)

        let ideal = ViewGraph(
            root: HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Spacer()
                Color.blue.frame(width: 10, height: 10)
            }, services: fakeServices())
        #expect(ideal.sizeThatFits(.unspecified) == CGSize(width: 28, height: 10))
        let spaced = ViewGraph(root: Spacer(minLength: 30), services: fakeServices())
        #expect(spaced.sizeThatFits(.unspecified) == CGSize(width: 30, height: 30))
    }

    @Test("A spacer adds no spacing of its own; its neighbours' 8 pt still applies (Finch's pinned choice)")
    func spacerSpacing() {
        let graph = ViewGraph(
            root: HStack {
                Color.red.frame(width: 10, height: 10)
                Spacer()
                Color.blue.frame(width: 10, height: 10)
            }, services: fakeServices())
        let width = graph.sizeThatFits(.unspecified).width
        #expect(width == 44, "width \(Double(width).debugDescription)")
    }

    @Test("A spacer in a VStack grows vertically and has no width")
    func spacerAxis() {
        let graph = layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Spacer()
            }, in: CGSize(width: 100, height: 100))
        #expect(rect(of: .red, in: graph)?.minY == 0)
    }

    @Test("A ZStack is as big as its largest child and centres the others")
    func zstack() {
        let stack = ZStack {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 10, height: 40)
        }
        let graph = ViewGraph(root: stack, services: fakeServices())
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 50, height: 40))
        let placed = layout(stack.fixedSize(), in: CGSize(width: 50, height: 40))
        #expect(rect(of: .red, in: placed) == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(rect(of: .blue, in: placed) == CGRect(x: 20, y: 0, width: 10, height: 40))
    }

    @Test("A ZStack aligned top-leading puts every child at its corner")
    func zstackAlignment() {
        let graph = layout(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 10, height: 40)
            }.fixedSize(), in: CGSize(width: 50, height: 40))
        #expect(rect(of: .blue, in: graph)?.origin == .zero)
        #expect(rect(of: .red, in: graph)?.origin == .zero)
    }
}

@MainActor
@Suite("Spacers are sized after the content")
struct SpacerOrderTests {
    @Test("Text before a Spacer keeps its ideal width when it fits; the spacer takes the rest")
    func textBeforeSpacer() {
        let graph = layout(
            HStack(spacing: 0) {
                Text("hello world")
                Spacer()
                Color.red.frame(width: 50)
            }, in: CGSize(width: 200, height: 40))
        // 200 − 50 = 150 for the text and the spacer: the text takes its 110, the spacer 40.
        #expect(graph.frames(ofText: "hello world").first?.width == 110)
        #expect(rect(of: .red, in: graph)?.minX == 150)
    }
}
