import Foundation

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`: `.redacted(reason: .placeholder)`
/// draws text and images inside as grey placeholders (see `RedactionPlaceholder`). `.privacy` and
/// `.invalidated` are kept in `\.redactionReasons` but draw nothing differently: Finch has no
/// `privacySensitive()` views, and nothing of a widget's invalidated state.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The reasons the views here are redacted: `.redacted(reason:)` adds one, `.unredacted()` clears them.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Text and images here draw as placeholders.
    var isRedactedAsPlaceholder: Bool { redactionReasons.contains(.placeholder) }
}

extension View {
    /// Adds `reason` to the redaction reasons of the views inside; with `.placeholder` their text and
    /// images are drawn as grey placeholders, laid out as before.
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("redacted", reason.rawValue)) { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws the views inside as they are, under a `.redacted(reason:)` around them.
    public func unredacted() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("unredacted") { $0.redactionReasons = [] }
    }
}
