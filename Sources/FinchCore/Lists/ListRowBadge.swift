import Foundation

/// A list row's badge at its trailing end, as iOS 17 draws it: grey text, or at `.increased` prominence
/// white text on a red capsule (as the tab bar's badge), or at `.decreased` lighter grey text.
struct ListRowBadge: View {
    let text: Text
    let prominence: BadgeProminence

    var body: some View {
        switch prominence.level {
        case .increased:
            text
                .font(ListMetrics.badgeFont)
                .foregroundColor(.white)
                .lineLimit(1)
                .padding(.horizontal, ListMetrics.prominentBadgePadding)
                .frame(minWidth: ListMetrics.prominentBadgeHeight, minHeight: ListMetrics.prominentBadgeHeight)
                .background(Capsule(style: .circular).fill(Color.red))
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
        var view = view
        while true {
            if let erased = view as? AnyView {
                view = erased.view
            } else if let modified = view as? any ModifiedRowContent {
                view = modified.unmodified
            } else {
                return view is any ListRowLink
            }
        }
    }
}

/// A view that draws a list row's badge itself: `NavigationLink`.
@MainActor
protocol ListRowLink {}

/// A modified view, to see through to the view under the modifiers.
@MainActor
protocol ModifiedRowContent {
    var unmodified: any View { get }
}

extension ModifiedContent: ModifiedRowContent where Content: View, Modifier: ViewModifier {
    var unmodified: any View { content }
}

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
