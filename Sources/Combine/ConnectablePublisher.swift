import Foundation

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

extension AnyCancellable: Cancellable {}

/// A publisher that sends nothing until connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts sending; cancelling the result stops.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// Namespace for Combine's publisher types.
public enum Publishers {}
