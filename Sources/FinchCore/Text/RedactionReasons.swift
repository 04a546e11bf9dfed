import Foundation

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`: `.redacted(reason: .placeholder)`
/// draws text and images inside as grey placeholders (see `RedactionPlaceholder`). `.privacy` draws the
/// views marked `privacySensitive()` inside the same way, and nothing else; `.invalidated` is kept in
/// `\.redactionReasons` but draws nothing differently (Finch has nothing of a widget's invalidated state).
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

private struct IsPrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The reasons the views here are redacted: `.redacted(reason:)` adds one, `.unredacted()` clears them.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here hold private data (`.privacySensitive()`), redacted under `.privacy`.
    var isPrivacySensitive: Bool {
        get { self[IsPrivacySensitiveKey.self] }
        set { self[IsPrivacySensitiveKey.self] = newValue }
    }

    /// Text and images here draw as placeholders: under `.placeholder`, or under `.privacy` where marked
    /// privacy-sensitive, as SwiftUI does.
    var isRedactedAsPlaceholder: Bool {
        redactionReasons.contains(.placeholder) || (isPrivacySensitive && redactionReasons.contains(.privacy))
    }
}

extension View {
    /// Adds `reason` to the redaction reasons of the views inside; with `.placeholder` their text and
    /// images are drawn as grey placeholders, laid out as before.
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("redacted", reason.rawValue)) { $0.redactionReasons.formUnion(reason) }
    }

    /// Marks the views inside as holding private data, as SwiftUI's `privacySensitive(_:)`: under
    /// `.redacted(reason: .privacy)` they draw as `.placeholder` draws them. An iPhone redacts them on the
    /// lock screen and in widgets; a Finch window has neither, so only `.redacted(reason: .privacy)` does.
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("privacySensitive", sensitive)) { $0.isPrivacySensitive = sensitive }
    }

    /// Draws the views inside as they are, under a `.redacted(reason:)` around them.
    public func unredacted() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("unredacted") { $0.redactionReasons = [] }
    }
}
