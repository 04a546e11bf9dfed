import Foundation

/// How a view's content changes when it is replaced in an animated transaction (`contentTransition`),
/// as SwiftUI's `ContentTransition`.
///
/// Finch accepts every kind and keeps it in the environment (`\.contentTransition`), but draws the new
/// content at once: a text's words, or its digits for `.numericText`, are not crossfaded or rolled.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity
        case opacity
        case interpolate
        case numericText(countsDown: Bool)
    }

    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's shapes and colours interpolate where they can.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Digits roll to their new values, down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Digits roll up or down, as `value` went up or down.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false))
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.opacity
}

extension EnvironmentValues {
    /// The content transition of the views below (`contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how this view's content changes in an animated transaction (see `ContentTransition`).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
