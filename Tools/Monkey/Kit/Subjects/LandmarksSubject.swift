import Finch
import FinchTesting
import Foundation
import LandmarksKit

/// Landmarks with its favourites in the run's folder (never the user's).
@MainActor
final class LandmarksSubject: MonkeySubject {
    let window: TestWindow
    let appActions = MonkeyApp.landmarks.appActions

    init(folder: URL) {
        let model = ModelData(favorites: FavoritesStore(folder: folder))
        window = TestWindow(size: CGSize(width: 390, height: 844)) {
            ContentView()
                .environmentObject(model)
                .environment(\.timeZone, TimeZone(identifier: "UTC") ?? .current)
                .environment(\.locale, Locale(identifier: "en_US_POSIX"))
        }
    }

    func perform(_ action: String, random: inout MonkeyRandom) {
        // Tabs, the favourites switch's title and the back button ("Landmarks"), found by their text.
        if let frame = window.frames(ofText: action).last {
            window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
    }
}
