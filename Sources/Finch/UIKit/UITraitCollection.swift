import FinchCore
import Foundation

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The traits a colour is resolved for, as UIKit's `UITraitCollection`: here only the appearance, which
/// is what a `UIColor(dynamicProvider:)` asks of it.
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    public convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    /// The traits of what is being drawn. Finch resolves a UIColor's appearances when it is made, not
    /// while drawing, so this is the light appearance, as iOS's is outside any drawing in light mode.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}
