import Foundation

/// What a drop would do, as SwiftUI's `DropOperation`: copy or move the dragged data, or nothing
/// (`cancel`: no data moves; `forbidden`: a view is there but will not take this drag).
public enum DropOperation: Sendable, Hashable {
    case cancel
    case forbidden
    case copy
    case move
}

/// What a drop target proposes while a drag moves over it (`DropDelegate.dropUpdated(info:)`).
public struct DropProposal: Sendable, Hashable {
    public let operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}

extension DropOperation {
    /// True for the operations that move data (a drop with them runs the target's action).
    var takesData: Bool { self == .copy || self == .move }
}
