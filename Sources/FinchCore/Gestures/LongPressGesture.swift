import Foundation

/// A press held still for a while, as SwiftUI's `LongPressGesture`.
///
/// While the pointer is down the gesture reports `true` (pressing; this does not claim the input);
/// it ends with `true` as soon as `minimumDuration` has passed on the graph's clock with the pointer
/// still down, and fails when the pointer moves more than `maximumDistance` or comes up earlier.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never

    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
    override var yieldsToScrolling: Bool { true }

    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: CGPoint?
    private var due: Double?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override var deadline: Double? { status.isDone ? nil : due }

    override func receive(_ input: GestureInput) {
        guard case .pointer(let phase) = input.kind else { return fail() }
        switch phase {
        case .began:
            guard start == nil else { return fail() }
            start = input.windowLocation
            due = input.time + minimumDuration
            change(true, claims: false)
            if minimumDuration == 0 { end(true) }
        case .moved:
            if let start, start.distance(to: input.windowLocation) > maximumDistance { fail() }
        case .ended, .cancelled:
            fail()
        }
    }

    override func fire(at time: Double) {
        if let due, time >= due - deadlineTolerance { end(true) }
    }
}
