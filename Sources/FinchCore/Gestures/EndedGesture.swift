import Foundation

/// A gesture that runs an action when its base ends successfully (`onEnded`).
public struct _EndedGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    let base: Base
    let action: @MainActor (Base.Value) -> Void

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> {
        let action = self.action
        return WrappingRecognizer(base: FinchCore.makeRecognizer(for: base)) { report in
            guard report.phase == .ended, let value = report.value else { return report }
            var report = report
            report.effects.append { action(value) }
            return report
        }
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture succeeds (not when it fails or is cancelled).
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
}
