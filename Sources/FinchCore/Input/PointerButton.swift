import Foundation

/// The mouse button a pointer event comes from: GDK's buttons 1, 3 and 2.
public enum PointerButton: Hashable, Sendable {
    /// The left button (a touch, a pen).
    case primary
    /// The right button, which opens context menus.
    case secondary
    /// The wheel button.
    case middle
}
