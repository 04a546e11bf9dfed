import FinchCore
import Foundation

/// UIKit's base of objects that take part in an app's events: the app delegate and scene delegate of
/// the Xcode 11 template derive from it, and so does `UIWindow`. Finch delivers no events through
/// responders (views take them); the class is here so those declarations compile unchanged.
///
/// Its initialiser is `required` so the launch (`UIApplicationDelegate.main()`) can make the app's
/// delegate, and the scene's delegate found by name, as UIKit makes them from their class names.
@MainActor
open class UIResponder {
    public required init() {}

    /// The next responder in the chain; Finch keeps no chain, so none.
    open var next: UIResponder? { nil }

    /// Whether this object could take the first-responder role; UIKit's default is false.
    open var canBecomeFirstResponder: Bool { false }

    /// Does nothing and reports false: focus in Finch is `@FocusState`'s.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Does nothing and reports true (nothing is first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
