import Foundation

/// A two-finger rotation, as SwiftUI's `RotationGesture`: the angle turned since the start.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta.radians.isNaN ? .degrees(1) : minimumAngleDelta
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Angle> { RotationRecognizer(minimumAngleDelta: minimumAngleDelta) }
}

final class RotationRecognizer: GestureRecognizer<Angle> {
    let minimumAngleDelta: Angle
    private var began = false
    private var started = false

    init(minimumAngleDelta: Angle) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    override func receive(_ input: GestureInput) {
        guard case .rotate(let phase, let angle) = input.kind else { return fail() }
        switch phase {
        case .began:
            guard !began else { return fail() }
            began = true
        case .changed:
            guard began else { return }
            if !started, abs(angle.radians) >= abs(minimumAngleDelta.radians) { started = true }
            if started { change(angle) }
        case .ended:
            if began, started { end(angle) } else { fail() }
        case .cancelled:
            fail()
        }
    }
}
