import FinchCore
import Foundation

/// The screen in UIKit's name, for the iOS 12 template's `UIWindow(frame: UIScreen.main.bounds)`.
///
/// A desktop window is not a screen: `bounds` is the size a window opens at when nothing else says
/// (`--size` or the scene's `defaultSize` win), so code sizing itself to the screen gets that window.
/// `@preconcurrency`, as UIKit's classes reach Swift: a learner's calculator computes its keys' width from
/// `UIScreen.main.bounds` in a nonisolated model (an error in Swift 5 mode without it).
@preconcurrency @MainActor
public final class UIScreen {
    public static let main = UIScreen()

    /// The size Finch opens a window at by default (390 × 844 points, an iPhone 14's).
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point; Finch draws at 1× unless the window's display says otherwise.
    public let scale: CGFloat = 1

    private init() {}
}
