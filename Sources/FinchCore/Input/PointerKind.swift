import Foundation

/// What made a pointer event: a mouse (or touchpad pointer), a finger on a touch screen, or a pen.
///
/// Gestures treat them alike; drag and drop does not: a mouse starts a drag by moving past a threshold,
/// a finger or a pen by holding still first, as iPadOS lifts a view before dragging it.
public enum PointerKind: Hashable, Sendable {
    case mouse
    case touch
    case pen
}
