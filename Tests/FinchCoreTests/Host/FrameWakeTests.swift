import Foundation
import Testing

@testable import FinchCore

/// Wakes are never lost: every change that leaves the graph pending asks the host for a frame, so a host
/// that sleeps until asked (the GTK window's tick callback) always shows the change.
@MainActor
@Suite("Frame wakes: every pending change asks for a frame")
struct FrameWakeTests {
    private struct Counter: View {
        let probe: Probe<Binding<Int>>
        @State private var count = 0
        @State private var echo = 0

        var body: some View {
            let _ = (probe.value = $count)
            VStack {
                Text("count \(count)")
                Text("echo \(echo)")
            }
            .onChange(of: count) { echo = count }
        }
    }

    /// A host as the GTK window is one: asked, it reads its next wake and schedules a frame only when
    /// one is wanted (else it sleeps until a deadline); asking twice schedules one frame; after a frame
    /// it keeps going only while the host wants the next frame.
    @MainActor
    private final class SleepingHost {
        let frames: FrameHost
        private(set) var asks = 0
        private var scheduled = false

        init(_ view: some View) {
            frames = FrameHost(
                graph: ViewGraph(root: view, services: fakeServices()), sizing: .window(CGSize(width: 300, height: 200))
            )
            frames.graph.onNeedsUpdate = { [unowned self] in
                self.asks += 1
                if self.frames.nextWake == .nextFrame { self.scheduled = true }
            }
            frames.renderFrame(at: 0)
        }

        /// Runs the frames scheduled, as a display's frame clock runs a tick callback.
        func runScheduledFrames() {
            var count = 0
            while scheduled, count < 10 {
                frames.renderFrame(at: frames.graph.time + 1.0 / 60)
                scheduled = frames.nextWake == .nextFrame
                count += 1
            }
        }

        func shows(_ text: String) -> Bool { !frames.graph.frames(ofText: text).isEmpty }
    }

    @Test("A write after an environment change still gets a frame")
    func writeAfterEnvironmentChange() throws {
        let probe = Probe<Binding<Int>>()
        let host = SleepingHost(Counter(probe: probe))
        host.frames.graph.environment.displayScale = 2
        #expect(host.asks == 1)
        try #require(probe.value).wrappedValue = 1
        host.runScheduledFrames()
        #expect(host.shows("count 1"))
        #expect(host.shows("echo 1"))
    }

    @Test("A write while an update is pending rides on the frame asked for; a write after its update asks again")
    func writeWhileUpdatePending() throws {
        let probe = Probe<Binding<Int>>()
        let host = SleepingHost(Counter(probe: probe))
        let count = try #require(probe.value)
        count.wrappedValue = 1
        #expect(host.asks == 1)
        // Pending: the frame already asked for will apply this one too.
        count.wrappedValue = 2
        host.runScheduledFrames()
        #expect(host.shows("count 2"))
        // The frame's layout ran the change action, whose write asked for the next frame itself.
        #expect(host.shows("echo 2"))
        #expect(host.asks == 2)
        count.wrappedValue = 3
        #expect(host.asks == 3)
        host.runScheduledFrames()
        #expect(host.shows("count 3"))
    }

    @Test("A new root view asks for a frame even while other changes are pending")
    func rootWhilePending() throws {
        let probe = Probe<Binding<Int>>()
        let host = SleepingHost(Counter(probe: probe))
        host.frames.graph.environment.displayScale = 2
        host.frames.graph.setRootView(Text("replaced"))
        host.runScheduledFrames()
        #expect(host.shows("replaced"))
    }

    @Test("A write after a timer was scheduled still gets a frame (a timer asks the host to re-read its wake)")
    func writeAfterTimer() throws {
        let probe = Probe<Binding<Int>>()
        let host = SleepingHost(Counter(probe: probe))
        host.frames.graph.schedule(at: 5) {}
        #expect(host.frames.nextWake == .at(5))
        try #require(probe.value).wrappedValue = 1
        host.runScheduledFrames()
        #expect(host.shows("count 1"))
    }
}
