import Foundation
import Testing

@testable import FinchCore

/// A small red square that becomes a wide blue bar, both matched by one id, in the top-leading corner.
/// The effect is inside each fixed frame: the colour is what is matched, proposed the matched size.
private struct Expanding: View {
    let probe: Probe<Binding<Bool>>
    let properties: MatchedGeometryProperties
    @Namespace private var namespace
    @State private var expanded = false

    var body: some View {
        let _ = (probe.value = $expanded)
        ZStack(alignment: .topLeading) {
            if expanded {
                Color.blue.matchedGeometryEffect(id: "card", in: namespace, properties: properties)
                    .frame(width: 200, height: 100)
            } else {
                Color.red.matchedGeometryEffect(id: "card", in: namespace, properties: properties)
                    .frame(width: 50, height: 50)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A source square and a view that is not the source, side by side.
private struct Follower: View {
    let probe: Probe<Binding<CGFloat>>
    @Namespace private var namespace
    @State private var side: CGFloat = 50

    var body: some View {
        let _ = (probe.value = $side)
        HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: side, height: side)
                .matchedGeometryEffect(id: 1, in: namespace)
            Color.blue.matchedGeometryEffect(id: 1, in: namespace, isSource: false)
                .frame(width: 20, height: 20)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Reports its namespace each time its body runs.
private struct NamespaceReader: View {
    let seen: Probe<[Namespace.ID]>
    let counter: Probe<Binding<Int>>
    @Namespace private var namespace
    @State private var count = 0

    var body: some View {
        let _ = (seen.value = (seen.value ?? []) + [namespace])
        let _ = (counter.value = $count)
        Text("\(count)")
    }
}

@MainActor
@Suite("matchedGeometryEffect glides a view from the frame of the view it replaces")
struct MatchedGeometryEffectTests {
    let size = CGSize(width: 300, height: 200)

    func sample(_ graph: ViewGraph, at time: Double) {
        graph.frame(at: time, in: size)
    }

    @Test("@Namespace keeps one id for a view's life; two views have different ones")
    func namespaceIsStable() {
        let seen = Probe<[Namespace.ID]>()
        let counter = Probe<Binding<Int>>()
        let graph = layout(NamespaceReader(seen: seen, counter: counter), in: size)
        counter.value?.wrappedValue = 1
        graph.layout(in: size)
        let ids = seen.value ?? []
        #expect(ids.count == 2)
        #expect(Set(ids).count == 1)
        let otherSeen = Probe<[Namespace.ID]>()
        _ = layout(NamespaceReader(seen: otherSeen, counter: Probe()), in: size)
        #expect(otherSeen.value?.first != ids.first)
    }

    @Test("In an animated swap the new view's frame goes from the old view's frame to its own")
    func frameGlides() {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Expanding(probe: probe, properties: .frame), in: size)
        #expect(isClose(drawnRects(of: .red, in: graph).first, CGRect(x: 0, y: 0, width: 50, height: 50)))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        sample(graph, at: 0)
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: 0, y: 0, width: 50, height: 50)))
        sample(graph, at: 0.25)
        // 87.5×62.5: laid out at that size, on whole pixels.
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: 0, y: 0, width: 88, height: 63)))
        sample(graph, at: 0.5)
        let half = CGRect(x: 0, y: 0, width: 125, height: 75)
        #expect(isClose(drawnRects(of: .blue, in: graph).first, half))
        // The old view, fading out, morphs along with the new one.
        #expect(isClose(drawnRects(of: .red, in: graph).first, half))
        sample(graph, at: 1.5)
        #expect(drawnRects(of: .red, in: graph).isEmpty)
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: 0, y: 0, width: 200, height: 100)))
        #expect(!graph.hasRunningAnimations)
    }

    @Test("With .position only, the size is the view's own and its centre glides")
    func positionOnly() {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Expanding(probe: probe, properties: .position), in: size)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        sample(graph, at: 0)
        // Centred where the square's centre (25, 25) was.
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: -75, y: -25, width: 200, height: 100)))
        sample(graph, at: 0.5)
        // Centred on (62.5, 37.5), placed on whole pixels.
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: -38, y: -13, width: 200, height: 100)))
    }

    @Test("With .size only, the view keeps its place about the anchor and its size glides")
    func sizeOnly() {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Expanding(probe: probe, properties: .size), in: size)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        sample(graph, at: 0)
        // The square's size about the bar's centre (100, 50).
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: 75, y: 25, width: 50, height: 50)))
    }

    @Test("Without an animation the new view is at its own frame at once")
    func unanimatedSwap() {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Expanding(probe: probe, properties: .frame), in: size)
        probe.value?.wrappedValue = true
        sample(graph, at: 0.1)
        #expect(drawnRects(of: .red, in: graph).isEmpty)
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: 0, y: 0, width: 200, height: 100)))
    }

    @Test("A view that is not the source is laid out in the source's frame, and follows it")
    func notSource() {
        let probe = Probe<Binding<CGFloat>>()
        let graph = layout(Follower(probe: probe), in: size)
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: 0, y: 0, width: 50, height: 50)))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = 100 }
        sample(graph, at: 0.5)
        #expect(isClose(drawnRects(of: .red, in: graph).first, CGRect(x: 0, y: 0, width: 75, height: 75)))
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: 0, y: 0, width: 75, height: 75)))
    }

    @Test("A view of fixed size inside the effect keeps its size mid-glide, centred in the gliding frame")
    func fixedSizeContentShifts() {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(FixedExpanding(probe: probe), in: size)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        sample(graph, at: 0.5)
        // The gliding frame is (0, 0, 125, 75): each fixed frame is proposed that size, ignores it
        // and is centred in it, so the two only move.
        #expect(isClose(drawnRects(of: .blue, in: graph).first, CGRect(x: -38, y: -13, width: 200, height: 100)))
        #expect(isClose(drawnRects(of: .red, in: graph).first, CGRect(x: 38, y: 13, width: 50, height: 50)))
    }
}

/// `Expanding` with each fixed frame inside the effect: the fixed frame is what is matched.
private struct FixedExpanding: View {
    let probe: Probe<Binding<Bool>>
    @Namespace private var namespace
    @State private var expanded = false

    var body: some View {
        let _ = (probe.value = $expanded)
        ZStack(alignment: .topLeading) {
            if expanded {
                Color.blue.frame(width: 200, height: 100).matchedGeometryEffect(id: "card", in: namespace)
            } else {
                Color.red.frame(width: 50, height: 50).matchedGeometryEffect(id: "card", in: namespace)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
