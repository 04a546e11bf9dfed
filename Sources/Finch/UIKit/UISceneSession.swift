import FinchCore
import Foundation

/// A scene's lasting record, in UIKit's name: the app delegate chooses its configuration from it.
@MainActor
open class UISceneSession: Hashable {
    /// What kind of scene a session holds.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An app window: every session Finch makes has this role.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    /// Unique among the app's sessions.
    public let persistentIdentifier: String
    /// The configuration the app delegate returned for it.
    public internal(set) var configuration: UISceneConfiguration
    /// The scene shown for it, while connected.
    public internal(set) weak var scene: UIScene?
    /// Whatever the app keeps with the session.
    public var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        self.persistentIdentifier = UUID().uuidString
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
