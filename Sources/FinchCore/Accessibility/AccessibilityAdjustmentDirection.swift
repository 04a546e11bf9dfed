import Foundation

/// Which way an adjustable element is adjusted, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement

    /// The name of the element's action for this direction in the accessibility tree.
    var actionName: String {
        switch self {
        case .increment: "increment"
        case .decrement: "decrement"
        }
    }
}

/// An adjustable action's handler, held by the two actions made from it (a main-actor object, so the
/// actions may share it).
@MainActor
final class AccessibilityAdjustment {
    let handler: @MainActor (AccessibilityAdjustmentDirection) -> Void

    init(_ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void) {
        self.handler = handler
    }
}
