import Foundation

/// The arrow keys a focused control takes (GDK key values, which hosts send as key codes).
enum ArrowKey {
    case left, right, up, down

    init?(keyCode: UInt32) {
        switch keyCode {
        case 0xff51, 0xff96: self = .left
        case 0xff53, 0xff98: self = .right
        case 0xff52, 0xff97: self = .up
        case 0xff54, 0xff99: self = .down
        default: return nil
        }
    }

    /// Up and Right increase a control's value, Down and Left decrease it (Finch's choice for steppers
    /// and sliders, as macOS's `NSStepper` and `NSSlider` take them).
    var increases: Bool { self == .up || self == .right }
}

/// Makes a control focusable (Tab reaches it) and hands it the keys pressed while it has focus, with the
/// accent-coloured focus ring other focused controls show.
struct _FocusableControlModifier: ViewModifier, PrimitiveModifier {
    let isFocusable: Bool
    let keyPress: @MainActor (KeyEvent) -> Bool
    var activate: (@MainActor () -> Void)? = nil
    var cornerRadius: CGFloat = 8

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let target = node.focusTarget
        target.isFocusable = isFocusable
        target.keyPress = isFocusable ? keyPress : nil
        target.activate = isFocusable ? activate : nil
        guard isFocusable, node.graph.focus.isFocused(node) else { return .concatenated(content(inputs)) }
        let ring = RoundedRectangle(cornerRadius: cornerRadius + 4).stroke(Color.accentColor, lineWidth: 2)
            .padding(-4)
        return applyModifier(
            _SecondaryLayerModifier(layer: ring, alignment: .center, inFront: true), in: inputs, content: content)
    }
}

extension View {
    /// A control Tab reaches, given the keys pressed while it has focus (true: taken).
    func focusableControl(
        isFocusable: Bool, cornerRadius: CGFloat = 8, activate: (@MainActor () -> Void)? = nil,
        _ keyPress: @escaping @MainActor (KeyEvent) -> Bool
    ) -> some View {
        modifier(
            _FocusableControlModifier(
                isFocusable: isFocusable, keyPress: keyPress, activate: activate, cornerRadius: cornerRadius))
    }
}
