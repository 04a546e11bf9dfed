import FinchCore
import Foundation

/// The app's delegate in UIKit's name: the Xcode 11 and 12 template's `@main class AppDelegate:
/// UIResponder, UIApplicationDelegate` starts a Finch app (`main()` below). Every method has a default,
/// as UIKit's are optional.
///
/// At launch Finch makes the delegate, calls `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)` (with no options: a desktop launch carries none),
/// then, unless the delegate already made a window key (the iOS 12 template), connects one window scene
/// through `application(_:configurationForConnecting:options:)` and the scene delegate. When the app's
/// windows have closed it calls `applicationWillTerminate(_:)`.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// The template's configuration: its scene delegate is found by name (see `UISceneConfiguration`).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// Starts the app as UIKit's `UIApplicationMain` does: `@main` on the delegate class calls this.
    public static func main() {
        AppResourceBundles.noteApp(Self.self)
        UIKitLaunch.run(delegateType: Self.self)
    }
}
