import Foundation

/// Copy, cut and paste keys for views with `.onCopyCommand`, `.onCutCommand` and `.onPasteCommand`.
///
/// `ViewGraph.handle(KeyEvent)` asks here after the focused view's own keys (a focused text field copies
/// and pastes text itself) and before the window's shortcuts. The command goes to the innermost view
/// around the focused one that has it, as the responder chain carries it on macOS; when none does (or
/// no view has focus), to the first view in the window that has it and is drawn, so a canvas with
/// `.onPasteCommand` takes Ctrl+V without being focused first (Finch's choice: the desktop has no
/// Edit menu sending the command to the window).
extension ViewGraph {
    func performPasteboardCommand(_ event: KeyEvent, under root: ViewNode) -> Bool {
        guard event.phase == .down, let command = PasteboardCommand(event) else { return false }
        switch command {
        case .paste:
            let offered = clipboard.offeredTypes
            guard
                let node = commandNode(under: root, where: { $0[PasteCommandAction.self]?.accepts(offered) == true }),
                let action = node[PasteCommandAction.self]
            else { return false }
            paste(into: action)
        case .copy, .cut:
            let slot: (ViewNode) -> ExportCommandAction? = {
                command == .cut ? $0[CutCommandSlot.self] : $0[CopyCommandSlot.self]
            }
            guard let node = commandNode(under: root, where: { slot($0)?.action != nil }),
                let action = slot(node)?.action
            else { return false }
            let clipboard = self.clipboard
            ClipboardProviders.loadContent(of: action()) { content in
                guard !content.items.isEmpty else { return }
                clipboard.setContent(content)
            }
        }
        return true
    }

    /// Reads the clipboard (another program's data may still be on its way) and hands the items the command
    /// takes to its action.
    private func paste(into command: PasteCommandAction) {
        let types = command.types
        let perform = command.perform
        clipboard.readContent { content in
            let providers = ClipboardProviders.providers(for: content, conformingTo: types)
            guard !providers.isEmpty else { return }
            _ = perform(providers)
        }
    }

    /// The innermost node around the focused view that `has` the command, else the first in tree order
    /// under `root` that is drawn.
    private func commandNode(under root: ViewNode, where has: (ViewNode) -> Bool) -> ViewNode? {
        if let focused = focus.focused, focus.isInside(focused, root) {
            var current: ViewNode? = focused
            while let node = current {
                if !node.isLeaving, has(node) { return node }
                if node === root { break }
                current = node.parent
            }
        }
        return firstNode(from: root, where: { !$0.isLeaving && has($0) && Self.isDrawn($0) })
    }

    /// The first node in tree order from `node` (itself included) that `matches`.
    private func firstNode(from node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
        if matches(node) { return node }
        for child in node.children {
            if let found = firstNode(from: child, where: matches) { return found }
        }
        return nil
    }
}
