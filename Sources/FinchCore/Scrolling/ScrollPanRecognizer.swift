import Foundation

/// A scroll view's drag in the gesture arena: it recognises once the pointer has moved 10 pt along
/// the view's scroll axes (more along them than across, for a one-axis view; a drag mostly across
/// fails, so a scroll view around it takes the touch), then scrolls by every move, the content
/// following the pointer.
final class ScrollPanRecognizer: GestureRecognizer<CGSize> {
    /// How far the pointer moves before a drag scrolls (UIKit's scroll views: about 10 pt).
    static let threshold: CGFloat = 10

    let axes: Axis.Set
    private let scroll: @MainActor (CGSize) -> Void
    /// Told when the drag that scrolled ends (let go, or taken away), with the offset's velocity then
    /// (points per second, positive as the content moves up / left; zero when taken away).
    private let ended: @MainActor (CGVector) -> Void
    private var start: CGPoint?
    private var last: CGPoint?
    private var started = false
    /// Recent pointer positions, for the release velocity (measured as `DragGesture` measures it).
    private var samples: [(time: Double, location: CGPoint)] = []

    init(
        axes: Axis.Set, scroll: @escaping @MainActor (CGSize) -> Void,
        ended: @escaping @MainActor (CGVector) -> Void = { _ in }
    ) {
        self.axes = axes
        self.scroll = scroll
        self.ended = ended
    }

    override func receive(_ input: GestureInput) {
        guard case .pointer(let phase) = input.kind else { return fail() }
        let location = input.windowLocation
        if phase != .cancelled { record(location, at: input.time) }
        switch phase {
        case .began:
            guard start == nil else { return fail() }
            start = location
            last = location
        case .moved:
            guard let start, let previous = last else { return }
            last = location
            if !started {
                switch decision(from: start, to: location) {
                case .undecided: return
                case .fails: return fail()
                case .scrolls: started = true
                }
                report(from: start, to: location)
            } else {
                report(from: previous, to: location)
            }
        case .ended:
            if started {
                ended(velocity())
                end(translation(from: start ?? location, to: location))
            } else {
                fail()
            }
        case .cancelled:
            if started { ended(CGVector()) }
            fail()
        }
    }

    private func record(_ location: CGPoint, at time: Double) {
        if let last = samples.last, last.time == time, last.location == location { return }
        samples.append((time, location))
        // Keep the window plus one older sample to measure across.
        while samples.count > 2, samples[1].time < time - DragRecognizer.velocityWindow { samples.removeFirst() }
    }

    /// The offset's velocity over the last samples: the pointer's, reversed (the content follows it).
    private func velocity() -> CGVector {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return CGVector() }
        let span = CGFloat(last.time - first.time)
        return CGVector(
            dx: (first.location.x - last.location.x) / span, dy: (first.location.y - last.location.y) / span)
    }

    private enum Decision {
        case undecided, scrolls, fails
    }

    /// Whether a move from `start` to `location` starts scrolling, fails (mostly across a one-axis
    /// view's axis), or is still too short to tell.
    private func decision(from start: CGPoint, to location: CGPoint) -> Decision {
        let dx = abs(location.x - start.x)
        let dy = abs(location.y - start.y)
        switch (axes.contains(.horizontal), axes.contains(.vertical)) {
        case (true, true): return hypot(dx, dy) >= Self.threshold ? .scrolls : .undecided
        case (false, true):
            if dy >= Self.threshold, dy >= dx { return .scrolls }
            return dx >= Self.threshold && dx > dy ? .fails : .undecided
        case (true, false):
            if dx >= Self.threshold, dx >= dy { return .scrolls }
            return dy >= Self.threshold && dy > dx ? .fails : .undecided
        case (false, false): return hypot(dx, dy) >= Self.threshold ? .fails : .undecided
        }
    }

    /// Reports the move, with the scroll it makes: the content follows the pointer.
    private func report(from previous: CGPoint, to location: CGPoint) {
        let delta = CGSize(width: previous.x - location.x, height: previous.y - location.y)
        let scroll = self.scroll
        change(translation(from: start ?? location, to: location), effects: [{ scroll(delta) }])
    }

    private func translation(from start: CGPoint, to location: CGPoint) -> CGSize {
        CGSize(width: location.x - start.x, height: location.y - start.y)
    }
}
