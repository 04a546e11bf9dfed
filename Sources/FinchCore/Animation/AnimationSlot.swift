import Foundation

/// Which of a node's animated values a built-in view or modifier means: each animates at most one
/// value of each kind in its node, kept under this key from one evaluation to the next.
enum AnimationSlot: Hashable, Sendable {
    /// A `.transition`'s insertion or removal state.
    case transition
    /// An animatable user modifier's `animatableData`.
    case modifier
    /// A menu's lift under a long press.
    case lift
    /// A shape's `animatableData`.
    case shape
    /// A shape's fill and stroke colours.
    case color
    /// `colorMultiply`'s colour.
    case colorMultiply
    /// A render effect's parameters (offset, scale, rotation, opacity…).
    case effect
    /// The render effect of a modifier wrapped in place at `level` (see `ViewNode+WrappedInPlace.swift`).
    case effectWrappedInPlace(level: UInt8)
    /// A `GeometryEffect`'s `animatableData`.
    case geometryEffect
    /// A text's content transition, from 0 (the old text) to 1 (the new).
    case content
}
