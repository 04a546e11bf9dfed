// swift-format-ignore-file
//
// CS193p 2023 (lectures 8–11): the model with `Emoji.Position` (y up from the centre), as the course's demo
// and students' versions have it, in Swift 5 mode.
//

import Foundation

struct EmojiArt {
    var background: URL?
    private(set) var emojis = [Emoji]()
    
    private var uniqueEmojiId = 0
    
    mutating func addEmoji(_ emoji: String, at position: Emoji.Position, size: Emoji.Size) {
        uniqueEmojiId += 1
        emojis.append(Emoji(
            string: emoji,
            position: position,
            size: size,
            id: uniqueEmojiId
        ))
    }
    
    mutating func removeEmoji(withId id: Emoji.ID) {
        emojis.removeAll { $0.id == id }
    }
    
    struct Emoji: Identifiable {
        typealias Size = Int
        
        let string: String
        var position: Position
        var size: Size
        var id: Int
        
        struct Position {
            var x: Int
            var y: Int
            
            static let zero = Self(x: 0, y: 0)
        }
    }
}
