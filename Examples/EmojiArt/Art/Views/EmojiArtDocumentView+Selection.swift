import Finch

/// Which emoji a drag in progress moves: the one held, or the whole selection when it is selected.
struct EmojiDrag: Equatable {
    var emojiID: Int?
    var translation: CGSize = .zero
}

// Selection (assignment 5): a tap toggles an emoji, a tap on the background clears; dragging a selected
// emoji moves the selection, an unselected one moves alone; a pinch scales the selection; Delete or
// Backspace removes it.
extension EmojiArtDocumentView {
    var selectedEmojis: [EmojiArtModel.Emoji] {
        let ids = Set(selection.map(\.id))
        return document.emojis.filter { ids.contains($0.id) }
    }

    func toggleSelection(of emoji: EmojiArtModel.Emoji) {
        canvasHasFocus = true
        selection.toggleMembership(of: emoji)
    }

    func tapToDeselect() -> some Gesture {
        TapGesture()
            .onEnded {
                canvasHasFocus = true
                selection.removeAll()
            }
    }

    func dragEmojiGesture(for emoji: EmojiArtModel.Emoji) -> AnyGesture<DragGesture.Value> {
        let drag = DragGesture(coordinateSpace: .global)
            .updating($gestureEmojiDrag) { latestDragGestureValue, gestureEmojiDrag, _ in
                gestureEmojiDrag = EmojiDrag(
                    emojiID: emoji.id, translation: latestDragGestureValue.translation / zoomScale)
            }
            .onEnded { finalDragGestureValue in
                let offset = finalDragGestureValue.translation / zoomScale
                for moved in emojisMoved(withDragOf: emoji) {
                    document.moveEmoji(moved, by: offset, undoManager: undoManager)
                }
            }
        return AnyGesture(drag)
    }

    private func emojisMoved(withDragOf emoji: EmojiArtModel.Emoji) -> [EmojiArtModel.Emoji] {
        selection.contains(where: { $0.id == emoji.id }) ? selectedEmojis : [emoji]
    }

    func deleteSelection() -> KeyPress.Result {
        guard !selection.isEmpty else { return .ignored }
        for emoji in selectedEmojis {
            document.removeEmoji(emoji, undoManager: undoManager)
        }
        selection.removeAll()
        return .handled
    }
}
