import Foundation

/// The `.onKeyPress` action of one modifier, kept in its graph node: which presses it wants and what it does.
@MainActor
final class KeyPressActions: NodeStorageKey {
    typealias Value = KeyPressActions

    var phases: KeyPress.Phases = [.down, .repeat]
    var accepts: @Sendable (KeyPress) -> Bool = { _ in true }
    var action: @MainActor (KeyPress) -> KeyPress.Result = { _ in .ignored }

    /// Runs the action when it wants `press`; true when it handled it.
    func perform(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase), accepts(press) else { return false }
        return action(press) == .handled
    }
}

/// `.onKeyPress`: an action for keys pressed while the view, or a view inside it, has focus. It runs
/// before the focused control's own keys (a list's arrows, a button's Return); `.ignored` passes the key on.
struct _KeyPressModifier: ViewModifier, PrimitiveModifier {
    let phases: KeyPress.Phases
    let accepts: @Sendable (KeyPress) -> Bool
    let action: @MainActor (KeyPress) -> KeyPress.Result

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let actions = inputs.node.stored(KeyPressActions.self) { KeyPressActions() }
        actions.phases = phases
        actions.accepts = accepts
        actions.action = action
        return .concatenated(content(inputs))
    }
}

extension View {
    /// Performs `action` when `key` goes down or repeats while this view or a view inside it has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Performs `action` for `key` in `phases` while this view or a view inside it has focus.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Performs `action` for any of `keys` in `phases` while this view or a view inside it has focus.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(phases: phases, accepts: { keys.contains($0.key) }, action: action))
    }

    /// Performs `action` for keys whose text is made of `characters`, in `phases`.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        let accepts: @Sendable (KeyPress) -> Bool = { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }
        return modifier(_KeyPressModifier(phases: phases, accepts: accepts, action: action))
    }

    /// Performs `action` for every key in `phases` while this view or a view inside it has focus.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(phases: phases, accepts: { _ in true }, action: action))
    }
}
