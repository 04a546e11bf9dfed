import Foundation

/// A list row's badge at its trailing end, as iOS 17 draws it: grey text, or at `.increased` prominence
/// white text on a red capsule (as the tab bar's badge), or at `.decreased` lighter grey text.
struct ListRowBadge: View {
    let text: Text
    let prominence: BadgeProminence

    var body: some View {
        switch prominence.level {
        case .increased:
            CapsuleBadge(text: text, metrics: ListMetrics.prominentBadge)
        case .standard, .decreased:
            text
                .foregroundColor(
                    prominence.level == .decreased ? SystemColors.tertiaryLabel : ListMetrics.secondaryLabel
                )
                .lineLimit(1)
        }
    }
}

extension ListRowBadge {
    /// Whether a row of `view` has its badge drawn by a `NavigationLink`, before the chevron, as iOS
    /// draws a link row's badge: the row's view is a link under modifiers. A link deeper in the row
    /// (in an `HStack`, or a view of the app's own) is not looked for; that row's badge follows its
    /// content, chevron included.
    static func isDrawnByLink(_ view: any View) -> Bool {
        ViewModifierChain.innermostView(of: view) is any ListRowLink
    }
}

/// A view that draws a list row's badge itself: `NavigationLink`.
@MainActor
protocol ListRowLink {}

private struct ListRowBadgeKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

extension EnvironmentValues {
    /// The badge of the list row this `NavigationLink` is, drawn by the link before its chevron.
    var listRowBadge: AnyView? {
        get { self[ListRowBadgeKey.self] }
        set { self[ListRowBadgeKey.self] = newValue }
    }
}
