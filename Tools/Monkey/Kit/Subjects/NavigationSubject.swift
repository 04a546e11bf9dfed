import Finch
import FinchTesting
import Foundation
import NavigationDemoKit

/// The navigation example's four tabs (lists, navigation, editing, pages, a form).
@MainActor
final class NavigationSubject: MonkeySubject {
    let window = TestWindow(size: CGSize(width: 390, height: 700)) { DemoTabs() }
    let appActions = MonkeyApp.navigation.appActions

    func perform(_ action: String, random: inout MonkeyRandom) {
        // The tab bar's titles, the Edit button and the back button, found by their text.
        let text = action == "Back" ? "Parks" : action
        if let frame = window.frames(ofText: text).last {
            window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
    }
}
