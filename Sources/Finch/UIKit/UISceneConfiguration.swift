import FinchCore
import Foundation

/// What a scene is made of, in UIKit's name: the app delegate returns one for each session it connects.
///
/// On iOS the delegate class usually comes from the app's Info.plist (`UISceneDelegateClassName`,
/// `$(PRODUCT_MODULE_NAME).SceneDelegate` in Xcode's template). Linux apps have no Info.plist, so when
/// `delegateClass` is not set Finch looks for a class named `SceneDelegate` in the app delegate's module.
@MainActor
open class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class (a `UIResponder` that is a `UISceneDelegate`); nil for the template's.
    public var delegateClass: AnyClass?
    /// The scene's class: only `UIWindowScene` (the default) is made.
    public var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
