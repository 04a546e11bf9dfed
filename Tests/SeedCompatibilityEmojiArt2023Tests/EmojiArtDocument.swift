// swift-format-ignore-file
//
// CS193p 2023 (lectures 8–11): the view model, an `ObservableObject` with `@Published` model and selection,
// with `import SwiftUI` spelled `import Finch`.
//

import Finch

class EmojiArtDocument: ObservableObject {
    typealias Emoji = EmojiArt.Emoji
    
    @Published private var emojiArt = EmojiArt()
    @Published var selection = Set<Emoji.ID>()
    
    var emojis: [Emoji] {
        emojiArt.emojis
    }
    
    var background: URL? {
        emojiArt.background
    }
    
    // MARK: - Intent(s)
    
    func setBackground(_ url: URL?) {
        emojiArt.background = url
    }
    
    func addEmoji(_ emoji: String, at position: Emoji.Position, size: CGFloat) {
        emojiArt.addEmoji(emoji, at: position, size: Int(size))
    }
    
    func toggleSelection(_ emoji: Emoji) {
        if selection.contains(emoji.id) {
            selection.remove(emoji.id)
        } else {
            selection.insert(emoji.id)
        }
    }
    
    func deleteSelection() {
        for id in selection {
            emojiArt.removeEmoji(withId: id)
        }
        selection.removeAll()
    }
}

extension EmojiArt.Emoji {
    var font: Font {
        Font.system(size: CGFloat(size))
    }
}

extension EmojiArt.Emoji.Position {
    func `in`(_ geometry: GeometryProxy) -> CGPoint {
        let center = geometry.frame(in: .local).center
        return CGPoint(x: center.x + CGFloat(x), y: center.y - CGFloat(y))
    }
}
