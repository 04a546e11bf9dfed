import Foundation

/// A gesture that keeps a `@GestureState` up to date while it changes and resets it when it ends
/// or is cancelled (`updating`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    public var base: Base
    public var state: GestureState<State>
    /// The update `updating(_:body:)` was given (SwiftUI calls it `body`, which here names the gesture's body).
    public var update: (Base.Value, inout State, inout Transaction) -> Void

    public init(
        base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.update = body
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> {
        let (state, update) = (self.state, self.update)
        return WrappingRecognizer(base: FinchCore.makeRecognizer(for: base)) { report in
            var report = report
            switch report.phase {
            case .changed:
                guard let value = report.value else { return report }
                report.effects.append {
                    var current = state.wrappedValue
                    var transaction = Transaction()
                    update(value, &current, &transaction)
                    state.set(current, transaction: transaction)
                }
            case .ended, .failed:
                report.effects.append { state.reset() }
            }
            return report
        }
    }
}

extension Gesture {
    /// Updates `state` with `body` every time the gesture changes; the state returns to its initial
    /// value when the gesture ends or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
