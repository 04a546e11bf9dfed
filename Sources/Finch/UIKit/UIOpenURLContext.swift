import FinchCore
import Foundation

/// A URL a scene is asked to open, in UIKit's name: at launch in `UIScene.ConnectionOptions.urlContexts`.
/// Finch's come from the command line (`app myapp://item/3`, or a file), so no other app is their source.
@MainActor
open class UIOpenURLContext: Hashable {
    public let url: URL
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }

    public nonisolated static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIScene {
    /// How a URL came to be opened, in UIKit's name: Finch's come from the command line, so no source app,
    /// no annotation, and a file is copied rather than opened in place (what an app must assume then).
    @MainActor
    open class OpenURLOptions {
        public let sourceApplication: String? = nil
        public let annotation: Any? = nil
        public let openInPlace = false

        public init() {}
    }
}
