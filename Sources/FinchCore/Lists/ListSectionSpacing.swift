import Foundation

/// The space between adjacent sections of a list, as SwiftUI's `ListSectionSpacing` (iOS 17): set with
/// `.listSectionSpacing(_:)` on the list, or on a section (which overrides the list's).
///
/// The spacing is measured from the bottom of one section (its card, or its footer) to the top of the
/// next section's card; a header's text sits the spacing less 18 points below the section above, so
/// `.default` leaves the list as it was: 35 points between cards, 17 above a header's text.
public struct ListSectionSpacing: Sendable {
    enum Kind: Equatable {
        case standard
        case compact
        case custom(CGFloat)
    }

    let kind: Kind

    /// The default spacing between sections.
    public static let `default` = ListSectionSpacing(kind: .standard)

    /// Compact spacing between sections.
    public static let compact = ListSectionSpacing(kind: .compact)

    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(kind: .custom(spacing))
    }

    /// The distance in points (a negative custom spacing counts as none).
    var points: CGFloat {
        switch kind {
        case .standard: return ListMetrics.sectionGap
        case .compact: return ListMetrics.compactSectionGap
        case .custom(let spacing): return spacing.isFinite ? max(0, spacing) : ListMetrics.sectionGap
        }
    }

    /// The space above section `index` of `parts` (nil: the style's), given the list's spacing. As SwiftUI
    /// documents: a section's own spacing overrides the list's; between two sections that set different
    /// spacings each gives half of its own; a section setting none takes its neighbour's.
    @MainActor
    static func above(section index: Int, of parts: [ListSections.Part], list: ListSectionSpacing?) -> CGFloat? {
        guard index > 0, index < parts.count else { return nil }
        switch (parts[index - 1].spacing, parts[index].spacing) {
        case (let before?, let after?): return (before.points + after.points) / 2
        case (let before?, nil): return before.points
        case (nil, let after?): return after.points
        case (nil, nil): return list?.points
        }
    }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue: ListSectionSpacing? = nil
}

extension EnvironmentValues {
    /// The spacing between sections of the lists in this view (`.listSectionSpacing`; nil: the style's).
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the spacing between adjacent sections of a `List`: on the list, between all its sections; on
    /// a `Section`, around that section (overriding the list's).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        // The environment carries the list's setting to the list; the trait marks a section's own.
        environment(\.listSectionSpacing, spacing).modifier(_TraitModifier(trait: .sectionSpacing(spacing)))
    }

    /// Sets the spacing between adjacent sections of a `List` to `spacing` points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }
}

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The space between the rows of the lists in this view (`.listRowSpacing`; nil: none).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the space between adjacent rows of a `List` (iOS 15): each row then stands alone, in its own
    /// card in the grouped styles, without separators, as iOS 17 draws it; nil puts the rows back together.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }
}
