import FinchCore
import Foundation

/// A window in UIKit's name. Its `rootViewController` (a `UIHostingController` in the Xcode 11 template)
/// is what the app's desktop window shows once `makeKeyAndVisible()` is called.
@MainActor
open class UIWindow: UIResponder {
    /// The scene the window belongs to.
    public private(set) weak var windowScene: UIWindowScene?
    /// What the window shows.
    open var rootViewController: UIViewController?
    /// The window's frame; a desktop window takes the size the app opens at, whatever this says.
    open var frame: CGRect
    open var isHidden = true
    public private(set) var isKeyWindow = false

    public required init() {
        frame = UIScreen.main.bounds
        super.init()
    }

    /// The iOS 12 template's window, made in `application(_:didFinishLaunchingWithOptions:)`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// The Xcode 11 template's window, made in `scene(_:willConnectTo:options:)`.
    public init(windowScene: UIWindowScene) {
        frame = UIScreen.main.bounds
        self.windowScene = windowScene
        super.init()
        windowScene.windows.append(self)
    }

    /// Shows the window and makes it the key one: at launch, the one the app's desktop window shows.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window the key one (the others of its scene stop being key).
    open func makeKey() {
        for window in windowScene?.windows ?? [] { window.isKeyWindow = false }
        isKeyWindow = true
        UIKitLaunch.keyWindow = self
    }
}
