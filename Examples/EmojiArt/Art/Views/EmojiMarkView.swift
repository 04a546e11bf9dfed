import Finch

/// One emoji on the canvas, in the canvas's unzoomed points (the layer around it zooms and pans).
///
/// Equatable by what it draws, not by its gesture and tap closures (which never compare equal): a
/// pan or zoom frame then passes over thousands of unchanged emoji without building any of them again,
/// as SwiftUI's `EquatableView` lets a view say.
struct EmojiMarkView: View, Equatable {
    let emoji: EmojiArtModel.Emoji
    let isSelected: Bool
    /// The canvas's centre, where the model's (0, 0) is.
    let center: CGPoint
    /// How far a drag in progress has moved it, in model points.
    let dragOffset: CGSize
    /// A pinch in progress on the selection.
    let pinchScale: CGFloat
    let drag: AnyGesture<DragGesture.Value>
    let tap: () -> Void

    var body: some View {
        Text(emoji.text)
            .animatableSystemFont(size: CGFloat(emoji.size))
            .overlay {
                if isSelected { outline }
            }
            .scaleEffect(pinchScale)
            // The drag inside the tap: the innermost gesture goes first, so a drag moves the emoji at
            // once instead of waiting for the tap to fail.
            .gesture(drag)
            .onTapGesture(perform: tap)
            .position(
                x: center.x + CGFloat(emoji.x) + dragOffset.width,
                y: center.y + CGFloat(emoji.y) + dragOffset.height)
    }

    /// Drawn only around a selected emoji: thousands of clear outlines would still be painted.
    private var outline: some View {
        RoundedRectangle(cornerRadius: 4)
            .stroke(Color.blue, lineWidth: 2)
            .padding(-2)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.emoji == rhs.emoji && lhs.isSelected == rhs.isSelected && lhs.center == rhs.center
            && lhs.dragOffset == rhs.dragOffset && lhs.pinchScale == rhs.pinchScale
    }
}
