import Foundation

/// A gesture whose values are its base's, transformed (`map`).
public struct _MapGesture<Base: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    let base: Base
    let transform: @MainActor (Base.Value) -> Value

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> {
        let transform = self.transform
        return WrappingRecognizer(base: FinchCore.makeRecognizer(for: base)) { $0.map(transform) }
    }
}

extension Gesture {
    /// The same gesture reporting `transform(value)`.
    public func map<T>(_ transform: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: transform)
    }
}
