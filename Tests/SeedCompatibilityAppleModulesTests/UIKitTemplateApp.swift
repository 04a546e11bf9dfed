// swift-format-ignore-file
//
// Xcode 11's template as its files are written (long lines included).
import SwiftUI
import UIKit

// Xcode 11's iOS app template, as its files are written (only `@main` is left off: a test target has its
// own entry point; the template of Xcode 11.4 and later spells `@UIApplicationMain` as `@main`). The
// calls are recorded in `templateCalls`.

@MainActor var templateCalls: [String] = []
/// The URLs the scene delegate was connected to open.
@MainActor var templateOpenedURLs: [URL] = []

class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        templateCalls.append("didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        templateCalls.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
    }

    func applicationWillTerminate(_ application: UIApplication) {
        templateCalls.append("applicationWillTerminate")
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Use this method to optionally configure and attach the UIWindow `window` to the provided UIWindowScene `scene`.
        templateCalls.append("willConnectTo")
        // A deep link the app was opened with, as an iOS 13 app reads one.
        if let url = connectionOptions.urlContexts.first?.url { templateOpenedURLs.append(url) }

        // Create the SwiftUI view that provides the window contents.
        let contentView = TemplateContentView()

        // Use a UIHostingController as window root view controller.
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: contentView)
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        templateCalls.append("sceneDidDisconnect")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        templateCalls.append("sceneDidBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        templateCalls.append("sceneWillResignActive")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        templateCalls.append("sceneWillEnterForeground")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        templateCalls.append("sceneDidEnterBackground")
    }
}

struct TemplateContentView: View {
    var body: some View {
        Text("Hello, World!")
    }
}

/// The iOS 12 template's delegate: no scenes, the window made at launch.
class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: Text("Made at launch"))
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

/// A delegate whose scene delegate (named in its configuration, as an Info.plist would) makes no window.
class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = WindowlessSceneDelegate.self
        return configuration
    }
}

class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {}
