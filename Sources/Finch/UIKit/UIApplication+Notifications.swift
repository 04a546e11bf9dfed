import Foundation

// The names of the app's life-cycle notifications, in UIKit's names and with its raw values, so code that
// observes them (`NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)`)
// builds unchanged. A real window's host posts the first four as the app's phase follows its windows'
// (`ApplicationPhase`, with the same raw values); the others are never posted on a desktop.
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
