import Foundation

/// The chevron of a disclosure group and of an outline's parent rows: in the tint, pointing right when
/// collapsed and turned down when expanded.
struct DisclosureChevron: View {
    let isExpanded: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        Image(systemName: "chevron.right")
            .font(.body.weight(.semibold))
            .foregroundColor(tint ?? Color.accentColor)
            .rotationEffect(.degrees(isExpanded ? 90 : 0))
    }
}
