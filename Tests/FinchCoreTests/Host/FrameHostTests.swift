import Foundation
import Testing

@testable import FinchCore

/// A frame is apply changes → update → layout → paint → damage, each once; moving the clock lays nothing
/// out; input meets the frame last shown.
@MainActor
@Suite("Frame host: one frame path, each step once")
struct FrameHostTests {
    @MainActor
    final class Counter {
        var placements = 0
        var taps: [String] = []
    }

    /// A stack that counts how often it is placed.
    private struct CountingStack: Layout {
        let counter: Counter

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 40 * CGFloat(subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            counter.placements += 1
            for (index, subview) in subviews.enumerated() {
                subview.place(
                    at: CGPoint(x: bounds.minX, y: bounds.minY + 40 * CGFloat(index)),
                    proposal: .init(width: 100, height: 40))
            }
        }
    }

    private struct Moving: View {
        let counter: Counter
        let probe: Probe<Binding<Bool>>
        @State private var swapped = false

        var body: some View {
            let _ = (probe.value = $swapped)
            CountingStack(counter: counter) {
                Color.red.frame(width: 100, height: 40).onTapGesture { counter.taps.append("first") }
                    .opacity(swapped ? 0.5 : 1)
                Color.blue.frame(width: 100, height: 40).onTapGesture { counter.taps.append("second") }
            }
        }
    }

    private func makeHost(_ counter: Counter, _ probe: Probe<Binding<Bool>>) -> FrameHost {
        let graph = ViewGraph(root: Moving(counter: counter, probe: probe), services: fakeServices())
        let host = FrameHost(graph: graph, sizing: .window(CGSize(width: 100, height: 80)))
        host.renderFrame(at: 0)
        return host
    }

    @Test("A frame with a pending animated change lays out once; moving the clock lays out nothing")
    func oneLayoutPerFrame() throws {
        let counter = Counter()
        let probe = Probe<Binding<Bool>>()
        let host = makeHost(counter, probe)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        counter.placements = 0
        host.wake(at: 0.1)
        #expect(counter.placements == 0)
        host.renderFrame(at: 0.2)
        #expect(counter.placements == 1)
        // While the opacity animates, each frame lays out at most once (an opacity needs no placement).
        host.renderFrame(at: 0.3)
        #expect(counter.placements <= 2)
        #expect(!host.lastDamage.isEmpty)
    }

    @Test("Input is hit-tested against the last frame, not against changes not yet shown")
    func inputMeetsLastFrame() throws {
        let counter = Counter()
        let probe = Probe<Binding<Bool>>()
        let host = makeHost(counter, probe)
        let graph = host.graph
        // The change is pending (no frame since): a press lays nothing out.
        probe.value?.wrappedValue = true
        counter.placements = 0
        graph.handle(PointerEvent(phase: .began, location: CGPoint(x: 50, y: 20), time: 0.01))
        graph.handle(PointerEvent(phase: .ended, location: CGPoint(x: 50, y: 20), time: 0.02))
        #expect(counter.placements == 0)
        #expect(counter.taps == ["first"])
        #expect(graph.needsUpdate)
        host.renderFrame(at: 0.03)
        #expect(!graph.needsUpdate)
    }

    @Test("A virtual clock sleeps until a deadline or the target and runs frames only while one is wanted")
    func virtualClock() throws {
        let counter = Counter()
        let probe = Probe<Binding<Bool>>()
        let host = makeHost(counter, probe)
        #expect(host.nextWake == .idle)
        #expect(host.run(until: 10, frameInterval: 1.0 / 60) == 0)
        #expect(host.graph.time == 10)
        withAnimation(.linear(duration: 0.5)) { probe.value?.wrappedValue = true }
        let frames = host.run(until: 11, frameInterval: 1.0 / 60)
        // Half a second of animation at 60 Hz, then idle until the target.
        #expect(frames >= 30 && frames <= 32)
        #expect(host.nextWake == .idle)
    }
}
