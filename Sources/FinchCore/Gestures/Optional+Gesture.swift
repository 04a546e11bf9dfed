import Foundation

/// An optional gesture is a gesture, as in SwiftUI: `.gesture(isSelected ? drag : nil)` attaches the drag
/// only while the condition holds. `nil` recognises nothing and fails at its first input, so it never holds
/// up a gesture waiting for it to fail.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never

    public var body: Never { fatalBody() }
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    func makeRecognizer() -> GestureRecognizer<Wrapped.Value> {
        switch self {
        case .some(let gesture): FinchCore.makeRecognizer(for: gesture)
        case .none: AbsentGestureRecognizer()
        }
    }
}

/// The recognizer of a `nil` gesture: it fails as soon as anything happens.
final class AbsentGestureRecognizer<Value>: GestureRecognizer<Value> {
    override func receive(_ input: GestureInput) {
        fail()
    }
}
