import Foundation

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    private let make: @MainActor () -> GestureRecognizer<Value>

    public init<G: Gesture>(_ gesture: G) where G.Value == Value {
        make = { FinchCore.makeRecognizer(for: gesture) }
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> { make() }
}
