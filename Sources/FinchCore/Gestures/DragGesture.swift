import Foundation

/// A pointer moved while down, as SwiftUI's `DragGesture`: it starts once the pointer has moved
/// `minimumDistance` (0: on touch-down) and reports locations in `coordinateSpace`.
public struct DragGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where a drag is; locations are in the gesture's coordinate space, `time` is on the graph's
    /// clock (seconds since the reference date), `velocity` in points per second.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint

        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isNaN ? 10 : max(0, minimumDistance)
        self.coordinateSpace = coordinateSpace
    }

    public var body: Never { fatalBody() }

    /// When set, the drag fails if it first moves mostly across this axis, so a scroll view around it
    /// takes the touch instead (a list row's swipe is horizontal in a vertical list).
    var axis: Axis?

    /// This drag, recognised only when it starts along `axis`.
    func along(_ axis: Axis) -> DragGesture {
        var gesture = self
        gesture.axis = axis
        return gesture
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace, axis: axis)
    }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    /// How far a released drag would coast: UIKit's normal deceleration (0.998 per ms) travels
    /// velocity × 0.998 / (1 − 0.998) / 1000 ≈ half a second's worth of the release velocity.
    static let projectionTime = 0.998 / (1 - 0.998) / 1000
    /// Velocity is measured over the last 0.1 s of movement.
    static let velocityWindow = 0.1

    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    let axis: Axis?
    private var start: CGPoint?
    private var samples: [(time: Double, location: CGPoint)] = []
    private var started = false

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace, axis: Axis? = nil) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
        self.axis = axis
    }

    override func receive(_ input: GestureInput) {
        guard case .pointer(let phase) = input.kind else { return fail() }
        let location = input.location(in: coordinateSpace)
        switch phase {
        case .began:
            guard start == nil else { return fail() }
            start = location
            samples = [(input.time, location)]
            if minimumDistance == 0 {
                started = true
                change(value(at: input.time))
            }
        case .moved:
            guard let start else { return }
            record(location, at: input.time)
            if !started, start.distance(to: location) >= minimumDistance {
                if let axis, !Self.isAlong(axis, from: start, to: location) { return fail() }
                started = true
            }
            if started { change(value(at: input.time)) }
        case .ended:
            guard start != nil else { return fail() }
            record(location, at: input.time)
            if started { end(value(at: input.time)) } else { fail() }
        case .cancelled:
            fail()
        }
    }

    /// Whether a move is at least as much along `axis` as across it.
    private static func isAlong(_ axis: Axis, from start: CGPoint, to location: CGPoint) -> Bool {
        let dx = abs(location.x - start.x)
        let dy = abs(location.y - start.y)
        return axis == .horizontal ? dx >= dy : dy >= dx
    }

    private func record(_ location: CGPoint, at time: Double) {
        if let last = samples.last, last.time == time, last.location == location { return }
        samples.append((time, location))
        // Keep the window plus one older sample to measure across.
        while samples.count > 2, samples[1].time < time - Self.velocityWindow { samples.removeFirst() }
    }

    private func value(at time: Double) -> DragGesture.Value {
        let start = start ?? .zero
        let location = samples.last?.location ?? start
        var velocity = CGSize.zero
        if let first = samples.first, let last = samples.last, last.time > first.time {
            let span = CGFloat(last.time - first.time)
            velocity = CGSize(
                width: (last.location.x - first.location.x) / span, height: (last.location.y - first.location.y) / span)
        }
        let coast = CGFloat(Self.projectionTime)
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: time), location: location, startLocation: start,
            velocity: velocity,
            predictedEndLocation: CGPoint(
                x: location.x + velocity.width * coast, y: location.y + velocity.height * coast))
    }
}
