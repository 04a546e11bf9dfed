import Finch

/// The frames of a window's animated changes: every 60-Hz frame's duration and the median frame's parts.
struct AnimatedFrames {
    let frame: Timing
    let frames: Int
    /// The median frame's parts: update and layout, building the display list, painting.
    let parts: (update: Double, list: Double, paint: Double)
}

extension HostedWindow {
    /// Runs `rounds` changes, each started by `change` inside `withAnimation(animation)` and framed every
    /// 1/60 s until the window is still. The first round warms caches up and is not counted; the others'
    /// frames go through `timedFrame` so a profiler can count only them.
    func timeAnimatedChanges(rounds: Int, animation: Animation, _ change: () -> Void) -> AnimatedFrames {
        var durations: [Duration] = []
        var parts: [(Duration, Duration, Duration)] = []
        for round in 0..<rounds {
            withAnimation(animation) { change() }
            var time = graph.time
            while host.needsFrame {
                time += 1.0 / 60
                let counted = round > 0
                let (update, build, paint) = counted ? timedFrame(at: time) : frame(at: time)
                guard counted else { continue }
                durations.append(update + build + paint)
                parts.append((update, build, paint))
            }
        }
        func median(_ values: [Duration]) -> Double { Timing(values).median }
        return AnimatedFrames(
            frame: Timing(durations), frames: durations.count,
            parts: (median(parts.map(\.0)), median(parts.map(\.1)), median(parts.map(\.2))))
    }
}
