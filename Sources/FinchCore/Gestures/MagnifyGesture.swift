import Foundation

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17): the scale relative to the start, with where it began.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The scale relative to the start (1 = unchanged).
        public var magnification: CGFloat
        /// Scale change per second.
        public var velocity: CGFloat
        /// Where the pinch began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view's coordinates.
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta.isNaN ? 0.01 : max(0, minimumScaleDelta)
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> { MagnifyRecognizer(minimumScaleDelta: minimumScaleDelta) }
}

/// A pinch reporting just the scale, as SwiftUI's `MagnificationGesture`.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta.isNaN ? 0.01 : max(0, minimumScaleDelta)
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<CGFloat> {
        let base = MagnifyRecognizer(minimumScaleDelta: minimumScaleDelta)
        return WrappingRecognizer(base: base) { $0.map(\.magnification) }
    }
}

final class MagnifyRecognizer: GestureRecognizer<MagnifyGesture.Value> {
    let minimumScaleDelta: CGFloat
    private var start: (time: Double, location: CGPoint, anchor: UnitPoint)?
    private var last: (time: Double, scale: CGFloat)?
    private var started = false

    init(minimumScaleDelta: CGFloat) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    override func receive(_ input: GestureInput) {
        guard case .magnify(let phase, let scale) = input.kind else { return fail() }
        switch phase {
        case .began:
            guard start == nil else { return fail() }
            let location = input.location()
            let size = input.space.localSize
            start = (
                input.time, location,
                UnitPoint(
                    x: size.width > 0 ? location.x / size.width : 0, y: size.height > 0 ? location.y / size.height : 0)
            )
            last = (input.time, 1)
        case .changed:
            guard start != nil else { return }
            if !started, abs(scale - 1) >= minimumScaleDelta { started = true }
            let value = value(scale: scale, at: input.time)
            if started { change(value) }
        case .ended:
            guard start != nil, started else { return fail() }
            end(value(scale: scale, at: input.time))
        case .cancelled:
            fail()
        }
    }

    private func value(scale: CGFloat, at time: Double) -> MagnifyGesture.Value {
        var velocity: CGFloat = 0
        if let last, time > last.time { velocity = (scale - last.scale) / CGFloat(time - last.time) }
        last = (time, scale)
        return MagnifyGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: time), magnification: scale, velocity: velocity,
            startAnchor: start?.anchor ?? .center, startLocation: start?.location ?? .zero)
    }
}
