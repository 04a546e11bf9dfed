import Foundation

/// How a view's content changes when it is replaced in an animated transaction (`contentTransition`),
/// as SwiftUI's `ContentTransition`.
///
/// Finch draws it for text whose characters change (`ContentTransitionNode`): `.opacity` and
/// `.interpolate` crossfade, `.numericText` rolls, `.identity` changes at once. The environment's
/// default is `.opacity`, as SwiftUI's (iOS 16 and later): text under no transition the program set
/// crossfades.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity
        case opacity
        case interpolate
        case numericText(countsDown: Bool)
    }

    let kind: Kind
    /// The value `numericText(value:)` was given (which way the next change rolls follows it).
    let numericValue: Double?

    init(kind: Kind, numericValue: Double? = nil) {
        self.kind = kind
        self.numericValue = numericValue
    }

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
        ContentTransition(kind: .numericText(countsDown: false), numericValue: value.isFinite ? value : nil)
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    /// SwiftUI's default: text whose characters change in an animated transaction crossfades.
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
