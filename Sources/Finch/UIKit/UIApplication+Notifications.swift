import Foundation

// The names of the app's life-cycle notifications, in UIKit's names and with its raw values, so code that
// observes them (`NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)`)
// builds unchanged. A real window's host posts the first four as the app's phase follows its windows'
// (`ApplicationPhase`, which names them) and `willTerminate` when the app's main loop ends; the others are
// never posted on a desktop.
extension UIApplication {
    public nonisolated static let didBecomeActiveNotification = ApplicationPhase.Names.didBecomeActive
    public nonisolated static let willResignActiveNotification = ApplicationPhase.Names.willResignActive
    public nonisolated static let didEnterBackgroundNotification = ApplicationPhase.Names.didEnterBackground
    public nonisolated static let willEnterForegroundNotification = ApplicationPhase.Names.willEnterForeground
    public nonisolated static let willTerminateNotification = ApplicationPhase.Names.willTerminate
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
}
