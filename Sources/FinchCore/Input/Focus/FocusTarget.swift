import Foundation

/// What makes a view focusable, kept in its graph node's storage by the modifiers that make it so
/// (`.focusable()`, `.focused(_:)`, a control's keyboard activation, a text input client).
@MainActor
final class FocusTarget: NodeStorageKey {
    typealias Value = FocusTarget

    /// Whether Tab reaches the view and programmatic focus may land on it.
    var isFocusable = true
    /// What Space and Return do while it has focus (a button's action, a toggle's flip).
    var activate: (@MainActor () -> Void)?
    /// Where typed text goes while it has focus.
    weak var textInput: (any TextInputClient)?
    /// Keys other than Tab while it has focus, before Return and Space activate it: true when taken
    /// (a list's arrow keys).
    var keyPress: (@MainActor (KeyEvent) -> Bool)?
}

/// A `.focused(_:)` modifier's binding, kept in its graph node: told when focus enters (true) or leaves
/// (false) the views under it, so the `@FocusState` follows.
@MainActor
final class FocusBinding: NodeStorageKey {
    typealias Value = FocusBinding
    var changed: @MainActor (Bool) -> Void = { _ in }
}

extension ViewNode {
    /// The node's focus target, made on first use.
    var focusTarget: FocusTarget { stored(FocusTarget.self) { FocusTarget() } }
}
