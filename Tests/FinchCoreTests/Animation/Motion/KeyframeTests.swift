import Foundation
import Testing

@testable import FinchCore

private struct Values {
    var scale = 1.0
    var y = 0.0
}

/// A square scaled by keyframes each time it is tapped.
private struct Bouncer: View {
    let probe: Probe<Binding<Int>>
    @State private var taps = 0

    var body: some View {
        let _ = (probe.value = $taps)
        Color.red.frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                content.scaleEffect(scale, anchor: .topLeading)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(3.0, duration: 1)
                    LinearKeyframe(2.0, duration: 1)
                }
            }
    }
}

@MainActor
@Suite("Keyframes sample their tracks in time; keyframeAnimator plays them on the graph's clock")
struct KeyframeTests {
    @Test("Linear and move keyframes follow one another from the initial value")
    func linearAndMove() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                MoveKeyframe(20.0)
                LinearKeyframe(0.0, duration: 2)
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(time: 1) == 20)
        #expect(timeline.value(time: 2) == 10)
        #expect(timeline.value(time: 5) == 0)
        #expect(timeline.value(progress: 0.5) == 15)
    }

    @Test("Tracks animate their own properties, each on its own times")
    func tracks() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.y) {
                LinearKeyframe(-10.0, duration: 0.5)
                LinearKeyframe(0.0, duration: 0.5, timingCurve: .easeIn)
            }
        }
        #expect(timeline.value(time: 0.5).scale == 1.5)
        #expect(timeline.value(time: 0.5).y == -10)
        let later = timeline.value(time: 0.75)
        #expect(abs(later.scale - 1.75) < 1e-9)
        #expect(abs(later.y - (-10 + 10 * UnitCurve.easeIn.value(at: 0.5))) < 1e-9)
    }

    @Test("Cubic keyframes: Catmull-Rom through their neighbours, or the given velocities")
    func cubic() {
        let free = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { CubicKeyframe(10.0, duration: 1) } }
        #expect(abs(free.value(time: 0.5) - 5) < 1e-9)
        #expect(free.value(time: 1) == 10)
        let still = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(10.0, duration: 1, startVelocity: 0, endVelocity: 0) }
        }
        #expect(abs(still.value(time: 0.25) - 1.5625) < 1e-9)
    }

    @Test("A spring keyframe follows the spring and the next starts where it got to")
    func spring() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(10.0, duration: 0.25, spring: spring)
                LinearKeyframe(0.0, duration: 1)
            }
        }
        let reached = 10 * spring.motion(at: 0.25, initialVelocity: 0).progress
        #expect(abs(timeline.value(time: 0.1) - 10 * spring.motion(at: 0.1, initialVelocity: 0).progress) < 1e-9)
        #expect(abs(timeline.value(time: 0.75) - reached / 2) < 1e-9)
    }

    @Test("keyframeAnimator plays on each trigger change and keeps the last value")
    func animator() {
        let probe = Probe<Binding<Int>>()
        let size = CGSize(width: 100, height: 100)
        let graph = layout(Bouncer(probe: probe), in: size)
        func width(at time: Double) -> CGFloat {
            graph.frame(at: time, in: size)
            return drawnRects(of: .red, in: graph).first?.width ?? -1
        }
        #expect(width(at: 0) == 10)
        probe.value?.wrappedValue = 1
        #expect(abs(width(at: 0.5) - 20) < 1e-6)
        #expect(abs(width(at: 1.5) - 25) < 1e-6)
        #expect(abs(width(at: 3) - 20) < 1e-6)
        #expect(!graph.hasRunningAnimations)
    }
}
