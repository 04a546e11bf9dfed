import Foundation

/// A view's `.onPasteCommand`, kept in its modifier's graph node: the types it takes and its action.
@MainActor
final class PasteCommandAction: NodeStorageKey {
    typealias Value = PasteCommandAction

    var types: [String] = []
    /// Runs the command with the providers of the pasted items; false when its validator refused them.
    var perform: @MainActor ([NSItemProvider]) -> Bool = { _ in false }

    /// Whether the clipboard offers something this command takes.
    func accepts(_ offered: [String]) -> Bool {
        ClipboardProviders.offers(offered, anyOf: types)
    }
}

/// A view's `.onCopyCommand` or `.onCutCommand`: the providers it puts on the clipboard (nil: the
/// command is off for this view).
@MainActor
final class ExportCommandAction {
    var action: (@MainActor () -> [NSItemProvider])?
}

/// The slot of a `.onCopyCommand` in its node.
enum CopyCommandSlot: NodeStorageKey {
    typealias Value = ExportCommandAction
}

/// The slot of a `.onCutCommand` in its node.
enum CutCommandSlot: NodeStorageKey {
    typealias Value = ExportCommandAction
}
