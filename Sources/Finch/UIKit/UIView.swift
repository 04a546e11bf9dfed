import FinchCore
import Foundation

/// UIKit's view in name only: SwiftUI code reaches it for appearance proxies
/// (`UITableView.appearance().backgroundColor = .clear`, `UINavigationBar.appearance().titleTextAttributes`),
/// set once at launch to style what SwiftUI drew with UIKit. Finch draws every view itself, so the
/// proxies keep what they are given and nothing reads it yet (README: "accepted").
@MainActor
open class UIView: UIResponder {
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var frame = CGRect.zero
    open var isHidden = false
    open var alpha: CGFloat = 1

    /// The class's appearance proxy, as `UIAppearance`'s: one object per class, kept for the process.
    public static func appearance() -> Self {
        let key = ObjectIdentifier(self)
        if let proxy = AppearanceProxies.made[key] as? Self { return proxy }
        let proxy = Self()
        AppearanceProxies.made[key] = proxy
        return proxy
    }
}

/// The appearance proxies made so far, by class.
@MainActor
private enum AppearanceProxies {
    static var made: [ObjectIdentifier: UIView] = [:]
}

/// A table view in name only (what SwiftUI's `List` was built on before iOS 16), for its appearance proxy.
@MainActor
open class UITableView: UIView {
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var backgroundView: UIView?
}

/// A table view's cell in name only, for its appearance proxy.
@MainActor
open class UITableViewCell: UIView {
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    open var selectionStyle = SelectionStyle.default
}

/// The navigation bar in name only, for its appearance proxy.
@MainActor
open class UINavigationBar: UIView {
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
}

/// iOS 13's description of a navigation bar's look, set on `UINavigationBar.appearance()`.
@MainActor
open class UINavigationBarAppearance {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public init() {}

    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }
}

extension NSAttributedString.Key {
    /// UIKit's attribute names (Linux's Foundation has none of them), for appearance dictionaries.
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
}
