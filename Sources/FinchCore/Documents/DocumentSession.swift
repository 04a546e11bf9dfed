import Foundation
import Observation

/// One open document in its window: its contents, its file, its undo manager, and whether it has
/// changes not yet written.
///
/// Edits are counted as Apple's `NSDocument` counts them, from the undo manager: a new undo group is
/// one change, undoing it takes one away, redoing adds it back. The document is edited while the count
/// differs from the count at the last save (or open), so undoing back to what was saved is not edited.
@MainActor
package final class DocumentSession: Identifiable {
    let content: DocumentContent
    /// The window's undo manager (the host puts it in the window's environment).
    package let undoManager = UndoManager()
    /// False for a document opened by a viewer: it is never written.
    package let isEditable: Bool
    /// The `DocumentGroup` it belongs to: its index in the controller's `definitions`, the order the app
    /// declares its groups in.
    package let groupIndex: Int
    /// The document's file: the one it was opened from or saved to, or for a new document the one it
    /// will be saved to in the untitled folder.
    package internal(set) var fileURL: URL?
    /// Whether a person chose the file (opened or Save As), rather than it being an untitled one.
    package internal(set) var hasChosenFile: Bool
    /// The type the document is read and written as.
    package internal(set) var contentType: UTType
    /// The name the window's title shows: the file's name without its extension ("Untitled 1").
    package internal(set) var displayName: String
    /// The last save's failure, cleared by a save that succeeds.
    package internal(set) var lastSaveError: DocumentError?
    /// The file's contents as last read or written (`existingFile` when writing).
    var lastFile: FileWrapper?
    /// Whether the file exists on disk (an untitled document's does not until its first save).
    package internal(set) var isOnDisk: Bool
    private var changeCount = 0
    private var savedChangeCount = 0
    /// Counts every edit, undo and redo, never going back: a save compares it with the one at its
    /// snapshot to know whether the document changed while it was written.
    private var editGeneration = 0
    /// When the document should be autosaved (after its last edit), on the host's clock.
    var autosaveDeadline: Double?
    /// Called after each edit, undo or redo (the controller schedules the autosave).
    var onEdit: (() -> Void)?

    /// A session let go of without being closed (a test's, or the app's at exit) empties its undo
    /// manager too: handlers that capture the manager would otherwise keep it, and what they hold, alive.
    isolated deinit {
        undoManager.removeAllActions()
    }

    init(
        content: DocumentContent, fileURL: URL?, contentType: UTType, isEditable: Bool, hasChosenFile: Bool,
        groupIndex: Int = 0
    ) {
        self.content = content
        self.fileURL = fileURL
        self.contentType = contentType
        self.isEditable = isEditable
        self.groupIndex = groupIndex
        self.hasChosenFile = hasChosenFile
        isOnDisk = hasChosenFile
        displayName = fileURL.map { $0.deletingPathExtension().lastPathComponent } ?? "Untitled"
        content.attach(undoManager)
        undoManager.changeObserver = { [weak self] change in self?.count(change) }
    }

    /// Whether the document has changes its file does not have.
    package var isEdited: Bool { changeCount != savedChangeCount }

    /// The document's editor, with its window's undo manager in the environment. The host shows it
    /// as the window's root view.
    package var rootView: AnyView {
        AnyView(DocumentWindowRoot(session: self))
    }

    /// The editor's view, made from the document's configuration now.
    func editorView() -> AnyView { content.view(in: self) }

    private func count(_ change: UndoChange) {
        guard isEditable else { return }
        // A new edit made after undoing past the last save clears the redo stack that led back to the
        // saved state, so no later count can mean "as saved" again: the document stays edited until it is
        // saved (as `NSDocument` does). Without this, undo-then-edit would count back to the saved number
        // with different contents, and the edit would never be saved.
        if change == .done, changeCount < savedChangeCount { savedChangeCount = Int.min }
        changeCount += change == .undone ? -1 : 1
        editGeneration += 1
        onEdit?()
    }

    /// Where the document's edits are now, for a save taken now to mark them saved when it is written.
    var savePoint: SavePoint { SavePoint(changeCount: changeCount, generation: editGeneration) }

    /// The state at `point` is the one the file has now. An edit made since (while the save was being
    /// written) keeps the document edited, with its autosave still due: its count cannot mean "as saved"
    /// (an undo past the snapshot then a new edit could reach the same count with other contents), so
    /// the saved count is made unreachable, and only the next save makes the document unedited. Finch's
    /// choice (SwiftUI documents no such case), pinned by `DocumentBackgroundSaveTests`.
    func markSaved(at point: SavePoint) {
        guard point.generation == editGeneration else {
            savedChangeCount = Int.min
            return
        }
        savedChangeCount = point.changeCount
        autosaveDeadline = nil
    }

    /// A moment in the document's edits.
    struct SavePoint {
        let changeCount: Int
        let generation: Int
    }
}

/// A document window's root: the editor, with the document's undo manager in its environment.
struct DocumentWindowRoot: View {
    let session: DocumentSession

    var body: some View {
        session.editorView().environment(\.undoManager, session.undoManager)
    }
}
