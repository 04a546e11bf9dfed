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
