import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` read from `@Environment(\.openURL)`.
///
/// The default hands the URL to the desktop (`URLOpeners`). A view can put its own in the environment
/// (`.environment(\.openURL, OpenURLAction { url in … })`): its result says whether the URL was dealt
/// with, or should go on to the system (the desktop), as SwiftUI's handler result does.
public struct OpenURLAction: Sendable {
    /// What a custom handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }

        let kind: Kind

        /// The handler dealt with the URL.
        public static let handled = Result(kind: .handled)
        /// The handler refused the URL; nothing opens.
        public static let discarded = Result(kind: .discarded)
        /// The URL goes on to the system's action.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// Another URL goes to the system's action instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: @MainActor @Sendable (URL) -> Result

    /// An action that calls `handler` for each URL.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`; `completion` says whether it was opened (or handled).
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let other): URLOpeners.open(other ?? url, completion: completion)
        }
    }

    /// The system's action: the desktop opens the URL.
    static let system = OpenURLAction { _ in .systemAction }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction.system
}

extension EnvironmentValues {
    /// Opens a URL: the desktop's program for it, unless a view above put its own action here.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
