import Finch
import FinchTesting
import Foundation
import ProfileImageKit

/// ProfileImage's screen: the avatar whose long press opens the picture picker.
@MainActor
final class ProfileImageSubject: MonkeySubject {
    let window = TestWindow(size: CGSize(width: 390, height: 600)) { ProfileScreen() }
    let appActions = MonkeyApp.profileImage.appActions

    func perform(_ action: String, random: inout MonkeyRandom) {
        window.longPress(at: CGPoint(x: window.size.width / 2, y: window.size.height / 2), duration: 0.6)
    }
}
