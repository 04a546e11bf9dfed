import Foundation
import UniformTypeIdentifiers

/// A declarative description of how a `Transferable` type is exported and imported, as Apple's: the
/// built-in representations (`DataRepresentation`, `FileRepresentation`, `CodableRepresentation`,
/// `ProxyRepresentation`) or a `body` composed of them.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type transferred.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of, most preferred first.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// The representations Finch builds in: each hands the transfer engine its entries directly instead of
/// a `body`.
protocol PrimitiveTransferRepresentation<Item>: TransferRepresentation {
    func entries(depth: Int) -> [TransferEntry<Item>]
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public var body: Never { return preconditionFailure("Never has no body") }
}

extension Never: Transferable {
    public static var transferRepresentation: Never {
        // No value of Never exists, and no representation of it is ever asked for.
        return preconditionFailure("Never has no transfer representation")
    }
}

extension PrimitiveTransferRepresentation {
    /// Built-in representations have no body; the engine reads their entries instead.
    public var body: Never {
        return preconditionFailure("\(Self.self) is a built-in transfer representation without a body")
    }
}

/// Who may receive a representation, as Apple's: other programs, or only this one. Finch offers
/// `ownProcess` representations to its own views only, never to another program's drop.
public struct TransferRepresentationVisibility: Hashable, Sendable {
    let rank: Int

    /// Any program.
    public static let all = TransferRepresentationVisibility(rank: 0)
    /// Programs of the same team (on Linux: any program of this user, as `all`).
    public static let team = TransferRepresentationVisibility(rank: 1)
    /// Programs sharing an app group (on Linux: as `team`).
    public static let group = TransferRepresentationVisibility(rank: 1)
    /// This program only.
    public static let ownProcess = TransferRepresentationVisibility(rank: 2)

    /// Whether a representation of this visibility may go to a receiver asking for `receiver`
    /// (`.all` asks for what any program may get; `.ownProcess` for what this program may).
    func admits(_ receiver: TransferRepresentationVisibility) -> Bool { rank <= receiver.rank }
}
