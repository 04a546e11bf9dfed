import Foundation

/// A control's action that its window's keyboard shortcut performs, kept in the control's graph node:
/// the shortcut from the environment where the control was built, and the action (nil while disabled).
@MainActor
final class KeyboardShortcutTarget: NodeStorageKey {
    typealias Value = KeyboardShortcutTarget

    var shortcut: KeyboardShortcut?
    var action: (@MainActor () -> Void)?
}

/// Makes a control's action the target of the shortcut in its environment (`.keyboardShortcut`), and
/// draws a `.defaultAction` control's label semibold, as iOS draws the default button of an alert or bar.
struct _KeyboardShortcutTargetModifier: ViewModifier, PrimitiveModifier {
    let isEnabled: Bool
    let drawsDefaultAction: Bool
    let action: @MainActor () -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let shortcut = inputs.environment.keyboardShortcut
        let node = inputs.node
        if shortcut != nil || node[KeyboardShortcutTarget.self] != nil {
            let target = node.stored(KeyboardShortcutTarget.self) {
                node.graph.keyboardShortcuts.register(node)
                return KeyboardShortcutTarget()
            }
            target.shortcut = shortcut
            target.action = isEnabled ? action : nil
        }
        guard drawsDefaultAction, shortcut == .defaultAction else { return .concatenated(content(inputs)) }
        var inner = inputs
        inner.environment.font = (inputs.environment.font ?? .body).weight(.semibold)
        return .concatenated(content(inner))
    }
}

extension View {
    /// The control's action for the keyboard shortcut its environment holds (Button, Toggle).
    func keyboardShortcutTarget(
        isEnabled: Bool, drawsDefaultAction: Bool = true, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(
            _KeyboardShortcutTargetModifier(
                isEnabled: isEnabled, drawsDefaultAction: drawsDefaultAction, action: action))
    }
}
