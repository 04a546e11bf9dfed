import Foundation

/// Undo and redo for one text field: each entry is the text and selection before and after an edit.
///
/// Typing runs together into one entry, as in GTK's entries: characters typed one after another with
/// the caret not moved in between undo as one, and a run breaks at a space after a word, so Ctrl+Z
/// takes back a word at a time. Whole texts are kept (Swift strings share storage until changed, and
/// an entry holds two of them), bounded to the last `limit` edits.
struct TextUndoStack {
    struct State: Equatable {
        var text: String
        var selection: Range<Int>
    }

    private struct Entry {
        var before: State
        var after: State
        /// The edit was typing that a next typed character may extend.
        var isTyping: Bool
    }

    static let limit = 100

    private var undoEntries: [Entry] = []
    private var redoEntries: [Entry] = []

    var canUndo: Bool { !undoEntries.isEmpty }
    var canRedo: Bool { !redoEntries.isEmpty }

    /// Records an edit from `before` to `after`; `typed` is the text typed, when it was typing.
    mutating func record(from before: State, to after: State, typed: String? = nil) {
        guard before.text != after.text else { return }
        redoEntries.removeAll()
        let continuesRun =
            typed.map { text in
                guard let last = undoEntries.last, last.isTyping, last.after == before else { return false }
                // A space after a word starts a new entry: undo takes back a word at a time.
                let endsWord = text.first?.isWhitespace == true && last.after.text.last?.isWhitespace == false
                return !endsWord
            } ?? false
        if continuesRun {
            undoEntries[undoEntries.count - 1].after = after
        } else {
            undoEntries.append(Entry(before: before, after: after, isTyping: typed != nil))
            if undoEntries.count > Self.limit { undoEntries.removeFirst() }
        }
    }

    /// Ends the typing run, so the next typed character starts a new entry (the caret moved).
    mutating func breakRun() {
        guard !undoEntries.isEmpty else { return }
        undoEntries[undoEntries.count - 1].isTyping = false
    }

    /// The state to go back to, moving the edit to the redo list.
    mutating func undo() -> State? {
        guard let entry = undoEntries.popLast() else { return nil }
        redoEntries.append(entry)
        return entry.before
    }

    mutating func redo() -> State? {
        guard var entry = redoEntries.popLast() else { return nil }
        entry.isTyping = false
        undoEntries.append(entry)
        return entry.after
    }
}
