import Foundation

/// Keyboard focus among controls: Tab and Shift-Tab move it in tree order, Space and Return
/// activate the focused control (a button's action, a toggle's flip).
@MainActor
final class KeyboardFocus {
    private weak var focused: ViewNode?

    func isFocused(_ node: ViewNode) -> Bool { focused === node }

    /// Handles a key going down; true when it moved focus or activated a control.
    func handle(_ event: KeyEvent, root: ViewNode, graph: ViewGraph) -> Bool {
        guard event.phase != .up else { return false }
        switch event.keyCode {
        case Self.tab, Self.leftTab:
            let backwards = event.keyCode == Self.leftTab || event.modifiers.contains(.shift)
            move(backwards: backwards, root: root, graph: graph)
            return true
        case Self.returnKey, Self.enter, Self.space:
            guard let focused, focused.isAttached, Self.isInside(focused, root),
                let action = focused[KeyboardAction.self], let perform = action.action
            else { return false }
            perform()
            return true
        default:
            return false
        }
    }

    /// Whether `node` is `root` or inside it.
    private static func isInside(_ node: ViewNode, _ root: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate === root { return true }
            current = candidate.parent
        }
        return false
    }

    private func move(backwards: Bool, root: ViewNode, graph: ViewGraph) {
        var candidates: [ViewNode] = []
        func collect(_ node: ViewNode) {
            if node[KeyboardAction.self] != nil { candidates.append(node) }
            for child in node.children { collect(child) }
        }
        collect(root)
        guard !candidates.isEmpty else { return }
        let current = focused.flatMap { node in candidates.firstIndex { $0 === node } }
        let next: Int
        if let current {
            next = (current + (backwards ? candidates.count - 1 : 1)) % candidates.count
        } else {
            next = backwards ? candidates.count - 1 : 0
        }
        if let old = focused { graph.invalidate(old) }
        focused = candidates[next]
        graph.invalidate(candidates[next])
    }

    // GDK key values (X11 keysyms), which the GTK host sends as key codes.
    static let tab: UInt32 = 0xff09
    static let leftTab: UInt32 = 0xfe20
    static let returnKey: UInt32 = 0xff0d
    static let enter: UInt32 = 0xff8d
    static let space: UInt32 = 0x20
}

/// Makes a control reachable with Tab and activatable with Space/Return; draws a focus ring.
struct _KeyboardActivatable: ViewModifier, PrimitiveModifier {
    let action: @MainActor () -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let holder = node.stored(KeyboardAction.self) { KeyboardAction() }
        holder.action = action
        guard node.graph.keyboardFocus.isFocused(node) else { return .concatenated(content(inputs)) }
        // The focus ring: the accent colour around the control, outside its frame.
        let ring = RoundedRectangle(cornerRadius: 6).stroke(Color.accentColor, lineWidth: 2).padding(-4)
        return applyModifier(
            _SecondaryLayerModifier(layer: ring, alignment: .center, inFront: true), in: inputs, content: content)
    }
}

/// What Space or Return does to a focused control, kept by the control's graph node.
@MainActor
final class KeyboardAction: NodeStorageKey {
    typealias Value = KeyboardAction
    var action: (@MainActor () -> Void)?
}

extension View {
    /// Tab-reachable and activated by Space/Return, as SwiftUI controls are on a desktop.
    func keyboardActivatable(_ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_KeyboardActivatable(action: action))
    }
}
