import Foundation

/// Keyboard focus in one window, keyed by view identity: at most one view has it (its graph node,
/// which lives exactly as long as the view's identity). Tab and Shift-Tab move it through the
/// focusable views in tree order; views and `@FocusState` move it by program; Space and Return
/// activate the focused control; text keys and input-method text go to a focused text client.
@MainActor
final class FocusSystem {
    private weak var focusedNode: ViewNode?
    /// Where text input goes (the GTK host's input method, a test's); told as focus moves.
    weak var textInputHost: (any TextInputHost)?

    /// The view that has focus, if it is still in the tree.
    var focused: ViewNode? {
        guard let node = focusedNode, node.isAttached, !node.isLeaving else { return nil }
        return node
    }

    func isFocused(_ node: ViewNode) -> Bool { focused === node }

    /// Gives `node` focus (nil: no view has it), telling the views and the text input host.
    func focus(_ node: ViewNode?, in graph: ViewGraph) {
        let old = focused
        guard old !== node else { return }
        focusedNode = node
        if let old { graph.invalidate(old, transaction: Transaction()) }
        if let node { graph.invalidate(node, transaction: Transaction()) }
        // The `.focused` bindings around the old view that are not around the new one lose focus, and
        // the other way round.
        let before = Self.bindings(around: old)
        let after = Self.bindings(around: node)
        for binding in before where !after.contains(where: { $0 === binding }) { binding.changed(false) }
        for binding in after where !before.contains(where: { $0 === binding }) { binding.changed(true) }
        old?[FocusTarget.self]?.textInput?.textInputFocusChanged(false)
        node?[FocusTarget.self]?.textInput?.textInputFocusChanged(true)
        updateTextInput()
        focusedValuesMayHaveChanged(in: graph)
    }

    // MARK: Focused values

    /// The nodes that publish values for the whole scene (`.focusedSceneValue`), while they live.
    private var sceneValueNodes: [WeakViewNode] = []
    /// True while a refresh of the focused values waits for the end of the update.
    private var refreshQueued = false

    func publishesForScene(_ node: ViewNode) {
        guard !sceneValueNodes.contains(where: { $0.node === node }) else { return }
        sceneValueNodes.removeAll { $0.node == nil }
        sceneValueNodes.append(WeakViewNode(node))
    }

    /// Focus moved or a view published a value: the values are gathered again after the update (the views
    /// under focus are built then) and put in the root environment if they changed, which evaluates the
    /// views that read them (`@FocusedValue`) again.
    func focusedValuesMayHaveChanged(in graph: ViewGraph) {
        guard !refreshQueued else { return }
        refreshQueued = true
        let handle = GraphHandle(graph)
        graph.enqueue { [weak self] in
            guard let self, let graph = handle.graph else { return }
            refreshQueued = false
            let values = currentFocusedValues()
            if !values.isSame(as: graph.environment.focusedValues) { graph.environment.focusedValues = values }
        }
    }

    /// The scene's values, then those of the focused view's ancestors from the outermost in (the
    /// innermost publisher of a key wins).
    private func currentFocusedValues() -> FocusedValues {
        var values = FocusedValues()
        for entry in sceneValueNodes {
            guard let node = entry.node, node.isAttached, !node.isLeaving,
                let publisher = node[FocusedValuePublisher.self]
            else { continue }
            for write in publisher.forScene.values { write(&values) }
        }
        var path: [ViewNode] = []
        var current = focused
        while let node = current {
            path.append(node)
            current = node.parent
        }
        for node in path.reversed() {
            guard let publisher = node[FocusedValuePublisher.self] else { continue }
            for write in publisher.whileFocused.values { write(&values) }
        }
        return values
    }

    /// The focused view went away with its identity: nothing has focus.
    func nodeUnmounted(_ node: ViewNode) {
        guard focusedNode === node else { return }
        focusedNode = nil
        node[FocusTarget.self]?.textInput?.textInputFocusChanged(false)
        textInputHost?.endTextInput()
    }

    /// The `.focused` bindings on `node` and its ancestors.
    private static func bindings(around node: ViewNode?) -> [FocusBinding] {
        var found: [FocusBinding] = []
        var current = node
        while let candidate = current {
            if let binding = candidate[FocusBinding.self] { found.append(binding) }
            current = candidate.parent
        }
        return found
    }

    /// Tells the text input host which client has focus now.
    private func updateTextInput() {
        guard let textInputHost else { return }
        if let client = focused?[FocusTarget.self]?.textInput {
            textInputHost.beginTextInput(for: client)
        } else {
            textInputHost.endTextInput()
        }
    }

    /// The focusable views under `root`, in tree order.
    func focusableNodes(under root: ViewNode) -> [ViewNode] {
        var found: [ViewNode] = []
        func collect(_ node: ViewNode) {
            if let target = node[FocusTarget.self], target.isFocusable { found.append(node) }
            for child in node.children where child.isAttached && !child.isLeaving && child.admitsFocus {
                collect(child)
            }
        }
        collect(root)
        return found
    }

    /// The first focusable view under `root` in tree order: the walk stops there, so a `.focused`
    /// view over thousands of others (a canvas of emoji) looks at the few before its target, not at
    /// the whole subtree, each time it asks for focus.
    func firstFocusableNode(under root: ViewNode) -> ViewNode? {
        lastSearchVisits = 0
        return firstFocusable(in: root)
    }

    private func firstFocusable(in node: ViewNode) -> ViewNode? {
        lastSearchVisits += 1
        if let target = node[FocusTarget.self], target.isFocusable { return node }
        for child in node.children where child.isAttached && !child.isLeaving && child.admitsFocus {
            if let found = firstFocusable(in: child) { return found }
        }
        return nil
    }

    /// How many views the last `firstFocusableNode(under:)` looked at, so tests can pin that it stops.
    private(set) var lastSearchVisits = 0

    /// Moves focus to the next (or previous) focusable view under `root`, wrapping around.
    func move(backwards: Bool, under root: ViewNode, in graph: ViewGraph) {
        let candidates = focusableNodes(under: root)
        guard !candidates.isEmpty else { return }
        let current = focused.flatMap { node in candidates.firstIndex { $0 === node } }
        let next: Int
        if let current {
            next = (current + (backwards ? candidates.count - 1 : 1)) % candidates.count
        } else {
            next = backwards ? candidates.count - 1 : 0
        }
        focus(candidates[next], in: graph)
    }

    /// Handles a key going down; true when it moved focus, activated a control or edited text.
    func handle(_ event: KeyEvent, under root: ViewNode, in graph: ViewGraph) -> Bool {
        guard event.phase != .up else { return false }
        let target = focused.flatMap { isInside($0, root) && !isExcluded($0) ? $0 : nil }?[FocusTarget.self]
        if event.keyCode != Self.tab, event.keyCode != Self.leftTab, let keyPress = target?.keyPress, keyPress(event) {
            return true
        }
        // A text view takes its editing keys (arrows, Backspace, Return, Ctrl+C…) before Return and
        // Space activate anything.
        if event.keyCode != Self.tab, event.keyCode != Self.leftTab, let client = target?.textInput,
            client.handleKey(event)
        {
            return true
        }
        switch event.keyCode {
        case Self.tab, Self.leftTab:
            let backwards = event.keyCode == Self.leftTab || event.modifiers.contains(.shift)
            move(backwards: backwards, under: root, in: graph)
            return true
        case Self.backspace:
            guard let client = target?.textInput else { return false }
            client.deleteBackward()
            return true
        case Self.returnKey, Self.enter, Self.space:
            if let client = target?.textInput, event.keyCode == Self.space {
                client.insertText(" ")
                return true
            }
            guard let perform = target?.activate else { return false }
            perform()
            return true
        default:
            // Keys with text the input method did not take (no host, or a plain key) are typed.
            guard let client = target?.textInput, !event.characters.isEmpty, textInputHost == nil,
                !event.modifiers.contains(.control), !event.modifiers.contains(.command)
            else { return false }
            client.insertText(event.characters)
            return true
        }
    }

    /// Whether `node` is inside a subtree that focus must stay out of (a page under the top one).
    func isExcluded(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if !candidate.admitsFocus { return true }
            current = candidate.parent
        }
        return false
    }

    /// Whether `node` is `root` or inside it.
    func isInside(_ node: ViewNode, _ root: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate === root { return true }
            current = candidate.parent
        }
        return false
    }

    // GDK key values (X11 keysyms), which the GTK host sends as key codes.
    static let tab: UInt32 = 0xff09
    static let leftTab: UInt32 = 0xfe20
    static let returnKey: UInt32 = 0xff0d
    static let enter: UInt32 = 0xff8d
    static let space: UInt32 = 0x20
    static let backspace: UInt32 = 0xff08
}
