import FinchCore
import Foundation

/// A scene in UIKit's name: one window of the app. Finch connects one window scene at launch, tells its
/// delegate it will enter the foreground and became active, and shows the window its delegate made key.
@MainActor
open class UIScene: UIResponder, Hashable {
    /// What a scene was connected with: the URLs (and files) the command line named, no user activities.
    @MainActor
    open class ConnectionOptions {
        /// The URLs the scene was opened to show, from the command line.
        public let urlContexts: Set<UIOpenURLContext>
        /// The source app's bundle identifier: none (the command line is no app).
        public let sourceApplication: String? = nil

        public init() {
            urlContexts = []
        }

        init(urls: [URL]) {
            urlContexts = Set(urls.map { UIOpenURLContext(url: $0) })
        }
    }

    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The session the scene was connected for.
    public internal(set) var session = UISceneSession(role: .windowApplication)
    /// Its delegate, kept strongly here as UIKit keeps it.
    public internal(set) var delegate: (any UISceneDelegate)?
    public internal(set) var activationState = ActivationState.unattached
    /// The title the desktop shows for the window.
    public var title: String?

    public required init() {
        super.init()
    }

    public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
