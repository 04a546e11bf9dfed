import Foundation

/// The wheel steps that scrolled a scroll view with a target behaviour since it last came to rest: when
/// they began and last came, what they moved, and the timer that settles it once the wheel is still.
struct WheelBurst {
    var start: Double
    var last: Double
    var delta: CGSize
    var timer: Int?
}

extension ScrollViewNode {
    /// How long the wheel stays still before a scroll view with a target behaviour settles: a turning
    /// mouse wheel's detents, and a touchpad's scroll events, come a few hundredths of a second apart
    /// (Finch's choice; macOS settles when the momentum phase ends, which a Linux wheel does not report).
    static let wheelSettleDelay = 0.2

    /// A wheel step moved the content by `applied`: with a target behaviour, the settle waits for the
    /// wheel to be still for `wheelSettleDelay` again.
    func wheelStepped(by applied: CGSize) {
        guard state.targetBehavior != nil, let graph = owner?.graph else { return }
        let now = graph.time
        var burst = state.wheelBurst ?? WheelBurst(start: now, last: now, delta: .zero)
        if let timer = burst.timer { graph.cancelTimer(timer) }
        burst.last = now
        burst.delta.width += applied.width
        burst.delta.height += applied.height
        burst.timer = graph.schedule(at: now + Self.wheelSettleDelay) { [weak state] in
            state?.node?.wheelStopped()
        }
        state.wheelBurst = burst
    }

    /// The wheel has been still: the behaviour is asked as after a drag let go with the wheel's mean
    /// velocity over its steps (their distance over their time, a lone step counting as one frame's), so
    /// a wheel turned one detent towards the next page pages on, as a flick does, and one turned back
    /// returns.
    func wheelStopped() {
        guard let burst = state.wheelBurst else { return }
        state.wheelBurst = nil
        guard !state.isDragging else { return }
        let duration = max(burst.last - burst.start, 0) + 1.0 / 60
        // The glide, if any, reports `.animating` then `.idle` (`setOffset`); the wheel itself reports no phase.
        settle(velocity: CGVector(dx: burst.delta.width / duration, dy: burst.delta.height / duration))
    }

    /// A drag takes the scroll view: the wheel's pending settle is dropped (the drag's release settles).
    func cancelWheelSettle() {
        guard let burst = state.wheelBurst else { return }
        state.wheelBurst = nil
        if let timer = burst.timer { owner?.graph.cancelTimer(timer) }
    }
}
