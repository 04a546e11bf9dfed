import Foundation

/// Full control of drops on a view (`onDrop(of:delegate:)`), as SwiftUI's `DropDelegate`.
///
/// While a drag carrying one of the view's types moves over it, Finch calls, in this order:
/// `validateDrop(info:)` as the drag enters (false: the view does not take this drag, and a view around
/// it may), then `dropEntered(info:)` and `dropUpdated(info:)`, `dropUpdated(info:)` again at each move, and
/// `dropExited(info:)` when it leaves. At the drop, when the last proposal is `.copy` or `.move`,
/// `performDrop(info:)`, then `dropExited(info:)` (every entry is matched by an exit, so a highlight set
/// on entering is cleared; SwiftUI's order after a drop is not documented, pinned by `DropDelegateTests`).
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether the view takes a drag carrying one of its types; true unless implemented.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop: start loading the providers (`info.itemProviders(for:)`) before returning.
    func performDrop(info: DropInfo) -> Bool
    /// The drag entered the view (after `validateDrop(info:)` said yes); nothing unless implemented.
    func dropEntered(info: DropInfo)
    /// The drag moved inside the view: what a drop here would do. Nil keeps the last proposal (`.copy`
    /// at first).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the view (or dropped on it); nothing unless implemented.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}
