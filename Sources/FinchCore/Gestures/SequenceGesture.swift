import Foundation

/// One gesture, then another: the second starts where the first ended (a long press, then a drag).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    public enum Value {
        /// The first gesture is running.
        case first(First.Value)
        /// The first ended; the second has not reported yet (nil) or is running.
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> {
        SequenceRecognizer<First, Second>(
            first: FinchCore.makeRecognizer(for: first), second: FinchCore.makeRecognizer(for: second))
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

final class SequenceRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SequenceGesture<First, Second>.Value>
{
    let first: GestureRecognizer<First.Value>
    let second: GestureRecognizer<Second.Value>
    private var firstValue: First.Value?
    /// The last pointer input, replayed to the second gesture as its start.
    private var lastInput: GestureInput?

    /// Discrete only when both parts are: a drag in either keeps its turn against a scroll view.
    override var yieldsToScrolling: Bool { first.yieldsToScrolling && second.yieldsToScrolling }

    init(first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
        super.init()
        first.output = { [unowned self] report in
            switch report.phase {
            case .changed:
                forward(report.map { .first($0) })
            case .ended:
                guard let value = report.value else { return fail(effects: report.effects) }
                firstValue = value
                change(.second(value, nil), effects: report.effects)
                startSecond()
            case .failed:
                fail(effects: report.effects)
            }
        }
        second.output = { [unowned self] report in
            guard let firstValue else { return }
            switch report.phase {
            case .changed, .ended:
                forward(report.map { .second(firstValue, $0) })
            case .failed:
                fail(effects: report.effects)
            }
        }
    }

    /// The second gesture begins where the pointer is, if it is still down.
    private func startSecond() {
        guard var input = lastInput, case .pointer(let phase) = input.kind, phase == .began || phase == .moved else {
            return
        }
        input.kind = .pointer(.began)
        second.receive(input)
    }

    override var deadline: Double? { firstValue == nil ? first.deadline : second.deadline }

    override func receive(_ input: GestureInput) {
        lastInput = input
        if firstValue == nil { first.receive(input) } else { second.receive(input) }
    }

    override func fire(at time: Double) {
        if firstValue == nil { first.fire(at: time) } else { second.fire(at: time) }
    }

    override func cancel() {
        if firstValue == nil { first.cancel() } else { second.cancel() }
        fail()
    }
}

extension Gesture {
    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
