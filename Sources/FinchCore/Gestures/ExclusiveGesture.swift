import Foundation

/// Two gestures of which only one is recognised; the first has priority: the second's reports are
/// held back until the first fails, and dropped once the first is recognised.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> {
        ExclusiveRecognizer<First, Second>(
            first: FinchCore.makeRecognizer(for: first), second: FinchCore.makeRecognizer(for: second))
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<
    ExclusiveGesture<First, Second>.Value
>
{
    typealias Report = GestureOutput<ExclusiveGesture<First, Second>.Value>
    let first: GestureRecognizer<First.Value>
    let second: GestureRecognizer<Second.Value>
    private var held: [Report] = []

    /// Discrete only when both parts are: a drag in either keeps its turn against a scroll view.
    override var yieldsToScrolling: Bool { first.yieldsToScrolling && second.yieldsToScrolling }

    init(first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
        super.init()
        // Each part is reached through `self`: the parameters `first` and `second` would be captured
        // strongly, each part's output holding the other, a cycle that outlives the gesture.
        first.output = { [unowned self] report in
            if report.phase == .failed {
                let released = held
                held.removeAll()
                if self.second.status == .failed { return fail(effects: report.effects) }
                carry(report.effects)
                for report in released { forward(report) }
            } else {
                if report.claims, !self.second.status.isDone {
                    held.removeAll()
                    self.second.cancel()
                }
                forward(report.map { .first($0) })
            }
        }
        second.output = { [unowned self] report in
            let mapped = report.map { ExclusiveGesture<First, Second>.Value.second($0) }
            switch self.first.status {
            case .failed: forward(mapped)
            case .possible: held.append(mapped)
            case .active, .ended: break
            }
        }
    }

    override var deadline: Double? { [first.deadline, second.deadline].compactMap { $0 }.min() }

    override func receive(_ input: GestureInput) {
        if !first.status.isDone { first.receive(input) }
        if !second.status.isDone { second.receive(input) }
    }

    override func fire(at time: Double) {
        if !first.status.isDone { first.fire(at: time) }
        if !second.status.isDone { second.fire(at: time) }
    }

    override func cancel() {
        first.cancel()
        second.cancel()
        fail()
    }
}

extension Gesture {
    /// This gesture or `other`, this one first: `other` is recognised only if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
