import Foundation
import Testing

@testable import FinchCore

/// A 10-point square scaled through three phases each time it is tapped.
private struct Pulser: View {
    let probe: Probe<Binding<Int>>
    @State private var taps = 0

    var body: some View {
        let _ = (probe.value = $taps)
        Color.red.frame(width: 10, height: 10)
            .phaseAnimator([1.0, 2.0, 3.0], trigger: taps) { content, phase in
                content.scaleEffect(phase, anchor: .topLeading)
            } animation: { _ in
                .linear(duration: 1)
            }
    }
}

/// A square whose scale cycles between two phases for as long as it is there.
private struct Breather: View {
    var body: some View {
        PhaseAnimator([1.0, 2.0]) { phase in
            Color.red.frame(width: 10, height: 10).scaleEffect(phase, anchor: .topLeading)
        } animation: { phase in
            .linear(duration: phase == 2 ? 1 : 0.5)
        }
    }
}

@MainActor
@Suite("PhaseAnimator steps through its phases on the graph's clock")
struct PhaseAnimatorTests {
    let size = CGSize(width: 100, height: 100)

    func width(_ graph: ViewGraph, at time: Double) -> CGFloat? {
        graph.frame(at: time, in: size)
        return drawnRects(of: .red, in: graph).first?.width
    }

    /// Frames come at each step's time too, as they would every 1/60 s: each step starts then.
    @Test("A trigger change runs every phase after the first, each when the last ended, and back")
    func triggered() {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Pulser(probe: probe), in: size)
        #expect(width(graph, at: 0) == 10)
        probe.value?.wrappedValue = 1
        let expected: [(Double, CGFloat)] = [(0.5, 15), (1, 20), (1.5, 25), (2, 30), (2.5, 20), (3, 10), (3.5, 10)]
        for (time, value) in expected {
            #expect(width(graph, at: time).map { abs($0 - value) < 1e-6 } == true, "at \(time) s")
        }
        #expect(!graph.hasRunningAnimations)
        #expect(graph.timers.next == nil)
    }

    @Test("Without a trigger the phases cycle, each step with its phase's animation")
    func cycling() {
        let graph = layout(Breather(), in: size)
        let expected: [(Double, CGFloat)] = [(0, 10), (0.5, 15), (1, 20), (1.25, 15), (1.5, 10), (2, 15)]
        for (time, value) in expected {
            #expect(width(graph, at: time).map { abs($0 - value) < 1e-6 } == true, "at \(time) s")
        }
        #expect(graph.timers.next != nil)
    }
}
