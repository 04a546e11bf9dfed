import FinchCore
import Foundation

/// A scene's delegate in UIKit's name. Every method has an empty default, as UIKit's are optional.
///
/// Finch calls `scene(_:willConnectTo:options:)` at launch (with the URLs the command line named in its
/// options' `urlContexts`; `scene(_:openURLContexts:)` is for URLs arriving later, which Finch has none of), then `sceneWillEnterForeground(_:)` and
/// `sceneDidBecomeActive(_:)` before the window shows; `sceneWillResignActive(_:)`,
/// `sceneDidEnterBackground(_:)` and `sceneDidDisconnect(_:)` when the app's windows have closed.
@MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, in UIKit's name (the template's `SceneDelegate` adopts it).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}
