import Foundation

/// How prominent the badges in a view are, as SwiftUI's `BadgeProminence` (iOS 17): set with
/// `.badgeProminence(_:)`. A list row's badge is trailing grey text at `.standard`, a red capsule with
/// white text at `.increased`, lighter grey text at `.decreased`.
public struct BadgeProminence: Hashable, Sendable {
    enum Level: Hashable, Sendable {
        case decreased, standard, increased
    }

    let level: Level

    /// Less prominent than the standard badge.
    public static let decreased = BadgeProminence(level: .decreased)
    /// The standard badge.
    public static let standard = BadgeProminence(level: .standard)
    /// A badge that draws the eye: a red capsule with white text.
    public static let increased = BadgeProminence(level: .increased)
}

private struct BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

extension EnvironmentValues {
    /// The prominence of badges in this view.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the badges in this view (on a row, a section or a whole list).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        // A row's badge is drawn by the row's chrome, outside the row's view: the trait carries a setting
        // on the row (or its section) there; the environment carries one on the list.
        environment(\.badgeProminence, prominence).modifier(_TraitModifier(trait: .badgeProminence(prominence)))
    }
}
