import Foundation

/// Calls an action with every value a publisher sends while the view exists, as `onReceive`.
struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let receiver: Receiver
        if let existing = node[Receiver.self] {
            receiver = existing
        } else {
            receiver = Receiver(census: node.census)
            node[Receiver.self] = receiver
            node.addTeardownAction { [receiver] in receiver.cancellable?.cancel() }
            if let timer = publisher as? any _ClockDrivenPublisher, P.Output.self == Date.self {
                // A timer's ticks come from the graph's clock (see `_ClockDrivenPublisher`).
                receiver.cancellable = ClockTicks.start(every: timer._tickInterval, in: node.graph) {
                    [weak receiver] date in
                    if let value = date as? P.Output { (receiver?.action as? (P.Output) -> Void)?(value) }
                }
                receiver.action = action
                return .concatenated(content(inputs))
            }
            // Values arrive on the sender's thread; the action runs on the main actor. The receiver is
            // held weakly so that the view going away (dropping it) cancels the subscription.
            receiver.cancellable = publisher.sink { @Sendable [weak receiver] value in
                // The sender's value is handed to the main actor and used only there.
                nonisolated(unsafe) let value = value
                MainThread.run { (receiver?.action as? (P.Output) -> Void)?(value) }
            }
        }
        receiver.action = action
        return .concatenated(content(inputs))
    }
}

/// Holds a subscription and the latest action to call with its values.
@MainActor
final class Receiver: NodeStorageKey {
    typealias Value = Receiver

    var cancellable: AnyCancellable?
    var action: Any?
    private let census: NodeCensus

    init(census: NodeCensus) {
        self.census = census
        census.made(.subscription)
    }

    deinit {
        census.freed(.subscription)
    }
}

extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
