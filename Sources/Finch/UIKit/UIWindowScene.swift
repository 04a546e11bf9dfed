import FinchCore
import Foundation

/// A scene that shows windows, in UIKit's name: the template's delegate checks `scene as? UIWindowScene`
/// and makes its `UIWindow(windowScene:)`.
@MainActor
open class UIWindowScene: UIScene {
    /// The windows made for this scene.
    public internal(set) var windows: [UIWindow] = []

    /// The scene's key window, the one `makeKeyAndVisible()` was last called on.
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// Orientation has no meaning for a desktop window; reported as portrait.
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
}
