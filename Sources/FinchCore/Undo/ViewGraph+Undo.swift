import Foundation

extension ViewGraph {
    /// Ctrl+Z undoes with the window's undo manager; Ctrl+Shift+Z and Ctrl+Y redo. Reached only when
    /// no focused text view (which keeps its own undo), key press action or keyboard shortcut took the
    /// key. True when the key is one of these, even with nothing to undo, as a desktop's Undo command
    /// takes its key when disabled.
    func performUndoCommand(_ event: KeyEvent) -> Bool {
        guard event.phase != .up, let undoManager = environment.undoManager else { return false }
        let modifiers = event.modifiers.subtracting([.capsLock, .numericPad])
        switch (TextKeys.letter(event.keyCode), modifiers) {
        case ("z", [.control]): undoManager.undo()
        case ("z", [.control, .shift]), ("y", [.control]): undoManager.redo()
        default: return false
        }
        return true
    }
}
