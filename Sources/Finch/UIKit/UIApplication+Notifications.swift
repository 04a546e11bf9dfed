import Foundation

// The names of the app's life-cycle notifications, in UIKit's names and with its raw values, so code that
// observes them (`NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)`)
// builds unchanged. Finch does not post them yet: a view follows the window with `\.scenePhase`.
extension UIApplication {
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
}
