import Combine
import Foundation
import Testing

/// A timer's autoconnect crosses threads as the timer does: an app keeps one in a static let.
private enum Clocks {
    static let everySecond = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
}

/// A connectable publisher that is not Sendable (mutable counts, no lock): it counts its connections.
private final class Switchboard: ConnectablePublisher {
    typealias Output = Int
    typealias Failure = Never

    let subject = PassthroughSubject<Int, Never>()
    private(set) var connections = 0
    private(set) var disconnections = 0

    func subscribe(_ receive: @escaping (Int) -> Void) -> AnyCancellable { subject.subscribe(receive) }

    func connect() -> any Cancellable {
        connections += 1
        return AnyCancellable { [weak self] in self?.disconnections += 1 }
    }
}

private func requireSendable<T: Sendable>(_ value: T) -> T { value }

@MainActor
@Suite("Publishers.Autoconnect")
struct AutoconnectTests {
    @Test("Sendable when its upstream is: a timer's, sent to a detached task and kept in a static let")
    func sendableOverSendableUpstream() async {
        let publisher = requireSendable(Timer.publish(every: 60, on: .main, in: .common).autoconnect())
        let interval = await Task.detached { publisher.upstream.interval }.value
        #expect(interval == 60)
        #expect(requireSendable(Clocks.everySecond).upstream.interval == 1)
    }

    @Test("Over an upstream that is not Sendable it connects with the first subscriber and disconnects after the last")
    func connectsWhileSubscribed() {
        let board = Switchboard()
        let publisher = board.autoconnect()
        var received: [Int] = []
        let first = publisher.sink { received.append($0) }
        let second = publisher.sink { received.append($0 * 10) }
        #expect(board.connections == 1)
        board.subject.send(2)
        #expect(received == [2, 20])
        first.cancel()
        #expect(board.disconnections == 0)
        second.cancel()
        #expect(board.disconnections == 1)
    }
}
