import Finch
import MemorizeGame

/// Memorize (seeds 001 and 003, with course assignment 2's themes and score).
@main
struct MemorizeApp: App {
    /// One game for the app's life, as the course's SceneDelegate made it.
    private let game = EmojiMemoryGame()

    var body: some Scene {
        WindowGroup("Memorize") {
            EmojiMemoryGameView(viewModel: game)
        }
        .defaultSize(width: 500, height: 800)
    }
}
