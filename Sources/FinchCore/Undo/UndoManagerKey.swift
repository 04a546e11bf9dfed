import Foundation

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The window's undo manager: each window has its own (a document window its document's), and the
    /// window undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y when no text view takes the key.
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
