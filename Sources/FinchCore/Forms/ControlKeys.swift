import Foundation

/// A control's keyboard focus: set by `controlKeys` to the control's graph node, so a click on the
/// control (a day of a calendar) can give it focus as Tab would.
@MainActor
final class ControlFocus {
    weak var node: ViewNode?

    nonisolated init() {}

    /// Gives the control keyboard focus.
    func focus() {
        guard let node, node.isAttached else { return }
        node.graph.focus.focus(node, in: node.graph)
    }

    var isFocused: Bool {
        guard let node else { return false }
        return node.graph.focus.isFocused(node)
    }
}

/// Makes a control focusable (Tab reaches it) with what its keys do while it has focus: the arrow
/// keys of a segmented control or calendar, Space and Return to open a menu. The focused control
/// draws the accent-coloured ring other controls draw.
struct _ControlKeysModifier: ViewModifier, PrimitiveModifier {
    let focus: ControlFocus?
    let activate: (@MainActor () -> Void)?
    let keyPress: @MainActor (KeyEvent) -> Bool
    let cornerRadius: CGFloat
    /// False for views that take focus themselves when shown (a menu's list), where a ring would
    /// only say what the popup already says.
    let showsRing: Bool

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let target = node.focusTarget
        target.isFocusable = inputs.environment.isEnabled
        target.activate = activate
        target.keyPress = keyPress
        focus?.node = node
        guard showsRing, node.graph.focus.isFocused(node) else { return .concatenated(content(inputs)) }
        let ring = RoundedRectangle(cornerRadius: cornerRadius + 4).stroke(Color.accentColor, lineWidth: 2)
            .padding(-4)
        return applyModifier(
            _SecondaryLayerModifier(layer: ring, alignment: .center, inFront: true), in: inputs, content: content)
    }
}

extension View {
    /// Focusable, with `keyPress` taking keys while focused (true: taken) and `activate` run by Space
    /// and Return.
    func controlKeys(
        focus: ControlFocus? = nil, cornerRadius: CGFloat = 8, showsRing: Bool = true,
        activate: (@MainActor () -> Void)? = nil, keyPress: @escaping @MainActor (KeyEvent) -> Bool
    ) -> some View {
        modifier(
            _ControlKeysModifier(
                focus: focus, activate: activate, keyPress: keyPress, cornerRadius: cornerRadius, showsRing: showsRing))
    }
}

/// GDK key values the form controls read.
enum ControlKey {
    static let left: UInt32 = 0xff51
    static let up: UInt32 = 0xff52
    static let right: UInt32 = 0xff53
    static let down: UInt32 = 0xff54
    static let returnKey: UInt32 = 0xff0d
    static let enter: UInt32 = 0xff8d
    static let space: UInt32 = 0x20
    static let pageUp: UInt32 = 0xff55
    static let pageDown: UInt32 = 0xff56
}
