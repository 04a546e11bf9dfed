import Finch

/// All the emoji of a document, placed in unzoomed points around `center`; the canvas zooms and pans
/// the layer as a whole.
///
/// Equatable by what it draws (the document, the selection, a drag or pinch in progress), not by the
/// gesture and tap closures it hands each emoji: a pan or zoom frame of the canvas then skips the whole
/// layer, and a change to one emoji rebuilds only that one (`EmojiMarkView` is Equatable the same way).
struct EmojiLayerView: View, Equatable {
    @ObservedObject var document: EmojiArtDocument
    let selectedIDs: Set<Int>
    let center: CGPoint
    /// The emoji drag in progress (`@GestureState` in the canvas), in model points.
    let drag: EmojiDrag
    /// A pinch in progress on the selection (1 when the pinch zooms the canvas instead).
    let selectionPinchScale: CGFloat
    let dragGesture: (EmojiArtModel.Emoji) -> AnyGesture<DragGesture.Value>
    let tap: (EmojiArtModel.Emoji) -> Void

    var body: some View {
        ZStack {
            ForEach(document.emojis) { emoji in
                EmojiMarkView(
                    emoji: emoji,
                    isSelected: selectedIDs.contains(emoji.id),
                    center: center,
                    dragOffset: dragOffset(for: emoji),
                    pinchScale: selectedIDs.contains(emoji.id) ? selectionPinchScale : 1,
                    drag: dragGesture(emoji),
                    tap: { tap(emoji) }
                )
            }
        }
    }

    /// Where the drag in progress has moved `emoji`: the held emoji moves, and with it the rest of the
    /// selection when it is selected.
    private func dragOffset(for emoji: EmojiArtModel.Emoji) -> CGSize {
        guard let draggedID = drag.emojiID else { return .zero }
        let moves = draggedID == emoji.id || (selectedIDs.contains(draggedID) && selectedIDs.contains(emoji.id))
        return moves ? drag.translation : .zero
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.document === rhs.document && lhs.selectedIDs == rhs.selectedIDs && lhs.center == rhs.center
            && lhs.drag == rhs.drag && lhs.selectionPinchScale == rhs.selectionPinchScale
    }
}
