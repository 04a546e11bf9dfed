import Foundation

/// Keys beyond focus: `.onKeyPress` actions around the focused view, and the window's keyboard shortcuts.
///
/// `ViewGraph.handle(KeyEvent)` asks, in order: the focused view's key-press actions (innermost first),
/// Escape's shortcut (a cancel button beats the generic dismissal of a sheet or a page), the existing
/// handling (dismissal, going back, focus: Tab, the focused control, text), then the shortcuts.
extension ViewGraph {
    /// Runs the `.onKeyPress` actions on the focused view and its ancestors up to `root`, innermost first,
    /// until one says `.handled`. Nothing runs while no view under `root` has focus.
    func performKeyPressActions(_ event: KeyEvent, under root: ViewNode) -> Bool {
        guard let focused = focus.focused, focus.isInside(focused, root), !focus.isExcluded(focused),
            let press = KeyPress(event)
        else {
            return false
        }
        var current: ViewNode? = focused
        while let node = current {
            if let actions = node[KeyPressActions.self], actions.perform(press) { return true }
            if node === root { break }
            current = node.parent
        }
        return false
    }

    /// Performs the action of the control under `root` whose shortcut `event` is; false when none is (or
    /// its control is disabled). When several controls have it, the first in the tree wins.
    func performKeyboardShortcut(_ event: KeyEvent, under root: ViewNode) -> Bool {
        guard event.phase == .down, !keyboardShortcuts.isEmpty else { return false }
        let candidates = keyboardShortcuts.targets.compactMap { node, target -> (ViewNode, @MainActor () -> Void)? in
            guard !node.isLeaving, let action = target.action, target.shortcut?.matches(event) == true,
                focus.isInside(node, root), Self.isDrawn(node)
            else { return nil }
            return (node, action)
        }
        guard let first = candidates.min(by: { Self.precedes($0.0, $1.0) }) else { return false }
        first.1()
        return true
    }

    /// Whether `node`'s drawing is shown: no effect above its first layout node hides it or makes it fully
    /// transparent (another tab, a page covered by the one pushed over it, `.hidden()`).
    static func isDrawn(_ node: ViewNode) -> Bool {
        var current = node.outputs.first
        while let layoutNode = current {
            if let effect = layoutNode as? EffectNode {
                let resolved = effect.effect(effect.displayFrame)
                if resolved.hidden || resolved.opacity <= 0 { return false }
            }
            current = layoutNode.parent
        }
        return true
    }

    /// Whether `a` comes before `b` in tree order (an ancestor before its descendants).
    private static func precedes(_ a: ViewNode, _ b: ViewNode) -> Bool {
        let pathA = path(to: a)
        let pathB = path(to: b)
        for (x, y) in zip(pathA, pathB) where x != y { return x < y }
        return pathA.count < pathB.count
    }

    /// The child positions from the root down to `node`.
    private static func path(to node: ViewNode) -> [Int] {
        var path: [Int] = []
        var current = node
        while let parent = current.parent {
            path.append(parent.children.firstIndex { $0 === current } ?? 0)
            current = parent
        }
        return path.reversed()
    }
}
