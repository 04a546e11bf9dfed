import FinchCore
import Foundation

/// Starts an app written with UIKit's app and scene delegates (the Xcode 11 and 12 template): makes the
/// delegates, runs their launch calls in UIKit's order, and shows the key window's root view as a Finch
/// app's one window.
@MainActor
package enum UIKitLaunch {
    /// The window made key most recently (`UIWindow.makeKey()`), whose controller the app shows.
    static var keyWindow: UIWindow?
    /// The delegates, kept for the life of the app as UIKit keeps them.
    private static var appDelegate: (any UIApplicationDelegate)?
    private static var scene: UIWindowScene?

    /// Why a delegate app could not start.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// A delegate app, launched: what its window shows, the name it is titled with, and what to call when
    /// its windows have closed.
    package struct Launched {
        package let rootView: AnyView
        package let appName: String
        package let terminate: @MainActor () -> Void
    }

    static func run(delegateType: any UIApplicationDelegate.Type) -> Never {
        // A bad argument or `--previews` ends here, before the delegate's launch calls.
        let options = AppLaunch.commandLine().options
        do {
            let launched = try launch(delegateType: delegateType, urls: options.files + options.urls)
            rootView = launched.rootView
            // The URLs went to the scene delegate, as iOS sends them when an app has one: not to the views.
            AppLaunch.run(
                UIKitHostApp(), appName: launched.appName, beforeExit: launched.terminate, handsURLsToViews: false)
        } catch {
            AppLaunch.fail("\(error)", status: 1)
        }
    }

    /// Makes the delegates and runs the launch calls, up to the window about to show; `urls` are what the
    /// scene is connected to open.
    package static func launch(delegateType: any UIApplicationDelegate.Type, urls: [URL] = []) throws(Failure)
        -> Launched
    {
        keyWindow = nil
        scene = nil
        guard let delegate = make(delegateType) as? any UIApplicationDelegate else {
            throw Failure(description: "\(delegateType) cannot be made: an app delegate must be a UIResponder subclass")
        }
        appDelegate = delegate
        let application = UIApplication.shared
        application.delegate = delegate
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        if keyWindow == nil { connectScene(for: delegate, module: moduleName(of: delegateType), urls: urls) }
        guard let root = keyWindow?.rootViewController else {
            throw Failure(
                description: "\(delegateType) made no window: make a UIWindow with a rootViewController and call "
                    + "makeKeyAndVisible()")
        }
        delegate.applicationDidBecomeActive(application)
        let scene = self.scene
        return Launched(rootView: root._hostedView, appName: moduleName(of: delegateType)) {
            terminate(delegate, scene: scene)
        }
    }

    /// What the app's window shows: the key window's root view controller's view.
    static var rootView = AnyView(EmptyView())

    /// Connects one window scene as iOS does at launch: the session's configuration from the app delegate,
    /// the scene delegate from it (or by the template's name), then connect, foreground, active.
    private static func connectScene(for delegate: any UIApplicationDelegate, module: String, urls: [URL]) {
        let application = UIApplication.shared
        let options = UIScene.ConnectionOptions(urls: urls)
        let session = UISceneSession(role: .windowApplication)
        session.configuration = delegate.application(
            application, configurationForConnecting: session, options: options)
        let scene = UIWindowScene()
        scene.session = session
        session.scene = scene
        self.scene = scene
        application.connectedScenes.removeAll()
        application.connectedScenes.insert(scene)
        application.openSessions.insert(session)
        let delegateClass = session.configuration.delegateClass ?? _typeByName("\(module).SceneDelegate")
        if let delegateClass, let sceneDelegate = make(delegateClass) as? any UISceneDelegate {
            scene.delegate = sceneDelegate
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
    }

    /// The windows have closed: the scene resigns, goes to the background and disconnects, then the app
    /// terminates, as iOS tells them when the user quits an app.
    private static func terminate(_ delegate: any UIApplicationDelegate, scene: UIWindowScene?) {
        let application = UIApplication.shared
        if let scene {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            delegate.applicationWillResignActive(application)
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            application.connectedScenes.remove(scene)
        }
        delegate.applicationWillTerminate(application)
    }

    /// An instance of a delegate class, made with `UIResponder`'s required `init()`.
    private static func make(_ type: Any.Type) -> AnyObject? {
        (type as? UIResponder.Type)?.init()
    }

    /// The module a type is declared in: "MyApp" for `MyApp.AppDelegate`.
    static func moduleName(of type: Any.Type) -> String {
        let qualified = String(reflecting: type)
        return qualified.split(separator: ".").first.map(String.init) ?? qualified
    }
}

/// The Finch app a UIKit-delegate app runs as: one window showing the key window's root view.
private struct UIKitHostApp: App {
    var body: some Scene {
        WindowGroup {
            UIKitLaunch.rootView
        }
    }
}
