import Foundation

/// Two gestures recognised at the same time; it ends when both are done and one succeeded.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(
            first: FinchCore.makeRecognizer(for: first), second: FinchCore.makeRecognizer(for: second))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

final class SimultaneousRecognizer<First: Gesture, Second: Gesture>:
    GestureRecognizer<SimultaneousGesture<First, Second>.Value>
{
    typealias Pair = SimultaneousGesture<First, Second>.Value
    let first: GestureRecognizer<First.Value>
    let second: GestureRecognizer<Second.Value>
    private var value = Pair(first: nil, second: nil)

    /// Discrete only when both parts are: a drag in either keeps its turn against a scroll view.
    override var yieldsToScrolling: Bool { first.yieldsToScrolling && second.yieldsToScrolling }

    init(first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
        super.init()
        first.output = { [unowned self] report in
            if let value = report.value { self.value.first = value }
            handle(report.phase, claims: report.claims, effects: report.effects)
        }
        second.output = { [unowned self] report in
            if let value = report.value { self.value.second = value }
            handle(report.phase, claims: report.claims, effects: report.effects)
        }
    }

    private func handle(_ phase: GestureOutput<Pair>.Phase, claims: Bool, effects: [@MainActor () -> Void]) {
        if first.status.isDone, second.status.isDone {
            if first.status == .ended || second.status == .ended {
                end(value, effects: effects)
            } else {
                fail(effects: effects)
            }
        } else if phase == .failed || (value.first == nil && value.second == nil) {
            carry(effects)
        } else {
            change(value, claims: claims || status == .active, effects: effects)
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
    /// This gesture and `other` recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
