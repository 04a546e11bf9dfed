import Foundation

/// A gesture that runs an action every time its base changes (`onChanged`).
public struct _ChangedGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    let base: Base
    let action: @MainActor (Base.Value) -> Void

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> {
        let action = self.action
        return WrappingRecognizer(base: FinchCore.makeRecognizer(for: base)) { report in
            guard report.phase == .changed, let value = report.value else { return report }
            var report = report
            report.effects.append { action(value) }
            return report
        }
    }
}

extension Gesture {
    /// Runs `action` with the gesture's value every time it changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }
}
