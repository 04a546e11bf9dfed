import EmojiArtKit
import Finch
import FinchCairo
import FinchCore
import Foundation
import LandmarksKit
import MemorizeGame
import NavigationDemoKit
import ProfileImageKit

/// Each app as the real-window monkey runs it: the same views, sizes, seed and files as its headless
/// subject (`Subjects/`), and its own actions as the input a person would give a real window.
extension MonkeyApp {
    /// The app's scenes, its files in `folder`.
    @MainActor
    func realWindowScenes(seed: UInt64, folder: URL) -> SceneGraph {
        let services = CairoBackend.shared.services
        switch self {
        case .memorize:
            let game = EmojiMemoryGame(
                theme: nil, generator: MonkeyRandom(seed: seed), now: { Date(timeIntervalSince1970: 0) })
            let content = EmojiMemoryGameView(viewModel: game)
            return SceneGraph(app: window("Memorize", 390, 700, content), services: services)
        case .profileImage:
            return SceneGraph(app: window("ProfileImage", 390, 600, ProfileScreen()), services: services)
        case .landmarks:
            let model = ModelData(favorites: FavoritesStore(folder: folder))
            let content = ContentView()
                .environmentObject(model)
                .environment(\.timeZone, TimeZone(identifier: "UTC") ?? .current)
                .environment(\.locale, Locale(identifier: "en_US_POSIX"))
            return SceneGraph(app: window("Landmarks", 390, 844, content), services: services)
        case .emojiart:
            let app = EmojiArtBenchmarkScenes.DocumentApp(imagesFolder: folder.appendingPathComponent("Images"))
            return SceneGraph(app: app, services: services)
        case .navigation:
            return SceneGraph(app: window("Navigation", 390, 700, DemoTabs()), services: services)
        }
    }

    /// The size of a window whose scene declares none (EmojiArt's documents, 600 × 600 as headless).
    var realWindowFallbackSize: CGSize { CGSize(width: 600, height: 600) }

    /// The name a document app's windows are titled with and its files kept under.
    var realWindowAppName: String { self == .emojiart ? "EmojiArt" : "" }

    /// What one of the app's own actions (`MonkeySubject.appActions`) is in a real window, drawing from
    /// `random` where the headless subject does, so the rest of the run chooses the same.
    func realWindowInput(for action: String, random: inout MonkeyRandom) -> RealWindowInput {
        switch (self, action) {
        case (.memorize, _): return .tapText("New Game", last: false)
        case (.profileImage, _): return .longPressCenter
        case (.landmarks, _): return .tapText(action, last: true)
        case (.navigation, "Back"): return .tapText("Parks", last: true)
        case (.navigation, _): return .tapText(action, last: true)
        case (.emojiart, "New Document"): return .keys(["ctrl+n"])
        case (.emojiart, "Switch Document"):
            // The monkey closes every window Ctrl+N opens, so there is one document to switch to.
            _ = random.next()
            return .nothing
        case (.emojiart, "Undo"): return .keys(["ctrl+z"])
        case (.emojiart, "Redo"): return .keys(["ctrl+shift+z"])
        case (.emojiart, _): return .keys(["ctrl+a", "Delete"])
        }
    }

    @MainActor
    private func window(_ title: String, _ width: CGFloat, _ height: CGFloat, _ content: some View) -> MonkeyWindowApp {
        MonkeyWindowApp(title: title, size: CGSize(width: width, height: height), content: content)
    }
}

/// An app's own action as input to its real window.
enum RealWindowInput {
    /// A tap on the first or last `Text` with this string (a button's title, a tab).
    case tapText(String, last: Bool)
    /// A long press in the middle of the window.
    case longPressCenter
    /// Keys, each a combination xdotool names, to the focused window.
    case keys([String])
    case nothing
}
