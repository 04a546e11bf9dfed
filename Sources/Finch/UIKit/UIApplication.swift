import FinchCore
import Foundation

/// The app in UIKit's name, for the calls SwiftUI apps make on `UIApplication.shared`. Main-actor isolated,
/// as Apple's is.
@MainActor
public final class UIApplication {
    public static let shared = UIApplication()

    private init() {}

    /// The app's delegate, when it was started from one (`@main class AppDelegate: UIApplicationDelegate`).
    public internal(set) weak var delegate: (any UIApplicationDelegate)?
    /// The scenes connected now: the one window scene of an app started from delegates, else none.
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// The sessions the app has open.
    public internal(set) var openSessions: Set<UISceneSession> = []
    /// Whether the app is in the foreground and active: a running Finch app is.
    public var applicationState: State { .active }

    /// The app's state, in UIKit's name.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// The keys of a launch's options; a desktop launch passes none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// The keys of `open(_:options:completionHandler:)`'s options; Finch reads none of them.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// UIKit's URL of the app's page in Settings; a desktop has no such page, so opening it fails.
    public static let openSettingsURLString = "app-settings:"

    /// Keeping the screen awake is not wired to the desktop's idle inhibitor yet; the value is only kept.
    public var isIdleTimerDisabled = false

    /// The badge on the app's icon; a desktop shows none, so the value is only kept.
    public var applicationIconBadgeNumber = 0

    /// Whether Finch would hand `url` to the desktop: web pages and files (`URLOpeners.openableSchemes`),
    /// when the host can open URLs at all (the headless host cannot).
    public func canOpenURL(_ url: URL) -> Bool {
        URLOpeners.current != nil && URLOpeners.canOpen(url)
    }

    /// Hands `url` to the desktop's program for it; `completion` says whether one took it (false, as
    /// UIKit's is when no app takes the URL, for a refused scheme or without a host).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        URLOpeners.open(url) { opened in completion?(opened) }
    }

    /// The async form of `open(_:options:completionHandler:)`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        await withCheckedContinuation { continuation in
            URLOpeners.open(url) { opened in continuation.resume(returning: opened) }
        }
    }
}
