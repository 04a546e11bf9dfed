import Foundation

/// Makes its content focusable (Tab reaches it; programmatic focus may land on it), with what Space
/// and Return do and where text goes while it has focus; the focused view shows a focus ring.
struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    var isFocusable = true
    var activate: (@MainActor () -> Void)?
    weak var textInput: (any TextInputClient)?
    var showsRing = true

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let target = node.focusTarget
        target.isFocusable = isFocusable
        target.activate = activate
        target.textInput = textInput
        if let editing = textInput as? TextEditingController { editing.focusNode = node }
        guard showsRing, node.graph.focus.isFocused(node) else { return .concatenated(content(inputs)) }
        // The focus ring: the accent colour around the control, outside its frame.
        let ring = RoundedRectangle(cornerRadius: 6).stroke(Color.accentColor, lineWidth: 2).padding(-4)
        return applyModifier(
            _SecondaryLayerModifier(layer: ring, alignment: .center, inFront: true), in: inputs, content: content)
    }
}

/// Binds a view's focus to a `@FocusState` value: the view (the first focusable view in it) has focus
/// exactly while the state equals `value`. Setting the state moves focus there; focus moving there
/// (Tab) sets the state; focus leaving resets it.
struct _FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    let binding: FocusState<Value>.Binding
    let value: Value
    /// What the state becomes when focus leaves (`false`, or `nil`).
    let unfocused: Value

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let graph = node.graph
        let (binding, value, unfocused) = (self.binding, self.value, self.unfocused)
        node.stored(FocusBinding.self) { FocusBinding() }.changed = { hasFocus in
            if hasFocus {
                if binding.wrappedValue != value { binding.wrappedValue = value }
            } else if binding.wrappedValue == value {
                binding.wrappedValue = unfocused
            }
        }
        let outputs = ViewOutputs.concatenated(content(inputs))
        let wantsFocus = binding.wrappedValue == value
        // Focus moves after the update (the views under it are built then), as an action moves it.
        let handle = GraphHandle(graph)
        graph.enqueue { [weak node] in
            guard let node, let graph = handle.graph, node.isAttached else { return }
            let focused = graph.focus.focused
            let hasFocus = focused.map { graph.focus.isInside($0, node) } ?? false
            if wantsFocus, !hasFocus, let target = graph.focus.firstFocusableNode(under: node) {
                graph.focus.focus(target, in: graph)
            } else if !wantsFocus, hasFocus {
                graph.focus.focus(nil, in: graph)
            }
        }
        return outputs
    }
}

extension View {
    /// Makes this view reachable with Tab and focusable by program (`@FocusState`), as on a desktop.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, showsRing: false))
    }

    /// Gives this view focus while `condition` is true, and sets it to true while the view has focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(binding: condition, value: true, unfocused: false))
    }

    /// Gives this view focus while `binding` equals `value`, and sets it to `value` while the view has focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(binding: binding, value: value, unfocused: nil))
    }

    /// Tab-reachable and activated by Space/Return, as SwiftUI controls are on a desktop.
    func keyboardActivatable(_ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_FocusableModifier(activate: action))
    }

    /// A view that takes text while it has focus: typed characters, input-method compositions and commits
    /// go to `client` (the base a text field is built on).
    package func textInput(_ client: any TextInputClient) -> some View {
        modifier(_FocusableModifier(textInput: client, showsRing: false))
    }
}

/// When a default focus is applied, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let isUserInitiated: Bool

    /// When the view first appears.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// Also when the user brings focus back into the view (Finch applies it on appearing, as `.automatic`).
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

/// Sets a focus state to its default value once, when the view appears with nothing focused under that
/// state. (On iOS the default guides a hardware keyboard's focus; Finch, whose windows always have a
/// keyboard, moves focus there on appearing: Finch's reading, pinned by `DefaultFocusTests`.)
struct DefaultFocusModifier<Value: Hashable>: ViewModifier {
    let binding: FocusState<Value>.Binding
    let value: Value
    @State private var applied = false

    func body(content: Content) -> some View {
        content.onAppear {
            guard !applied else { return }
            applied = true
            if Self.isUnfocused(binding.wrappedValue) { binding.wrappedValue = value }
        }
    }

    /// False for a `Bool` state, nil for an optional one: what a state holds while nothing it names has focus.
    private static func isUnfocused(_ current: Value) -> Bool {
        if let flag = current as? Bool { return !flag }
        return Mirror(reflecting: current).displayStyle == .optional && Mirror(reflecting: current).children.isEmpty
    }
}

extension View {
    /// Gives focus to the view `binding` names with `value` when this view appears and nothing under that
    /// state has focus yet.
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value,
        priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        modifier(DefaultFocusModifier(binding: binding, value: value))
    }
}
