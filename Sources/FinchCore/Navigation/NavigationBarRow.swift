import Foundation

/// Lays out a navigation bar's row as UIKit does: the trailing items at the trailing edge, the centre (the
/// title or principal item) in the middle of the bar, and the leading side (back button and leading items)
/// offered only the room left of the centre, so the back button shortens itself to fit (its page's title,
/// then "Back", then the chevron alone). A centre wider than the room between the sides is offered that room
/// and truncates. Each subview says which part it is (`Part`); a part with nothing in it is no subview.
struct NavigationBarRow: Layout {
    enum Part: LayoutValueKey {
        case centre, leading, trailing
        static let defaultValue = Part.centre
    }

    /// The gap kept between the back button and the centred title (Finch's number).
    static let gap: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        let ideal = subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
        return CGSize(width: proposal.width ?? ideal, height: proposal.height ?? height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let part = { (wanted: Part) in subviews.first { $0[Part.self] == wanted } }
        let (centre, leading, trailing) = (part(.centre), part(.leading), part(.trailing))
        let height = ProposedViewSize(width: nil, height: bounds.height)
        let trailingWidth = min(trailing?.sizeThatFits(height).width ?? 0, bounds.width)
        // The narrowest the leading side can be (the chevron alone), which the centre must leave free.
        let leadingMinimum = leading?.sizeThatFits(ProposedViewSize(width: 0, height: bounds.height)).width ?? 0
        let side = max(trailingWidth, leadingMinimum)
        let centreIdeal = centre?.sizeThatFits(height).width ?? 0
        let centreWidth = min(centreIdeal, max(0, bounds.width - 2 * side - 2 * Self.gap))
        let room =
            centreWidth > 0
            ? (bounds.width - centreWidth) / 2 - Self.gap
            : bounds.width - trailingWidth - Self.gap
        trailing?.place(
            at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing,
            proposal: ProposedViewSize(width: trailingWidth, height: bounds.height))
        centre?.place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: ProposedViewSize(width: centreWidth, height: bounds.height))
        leading?.place(
            at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading,
            proposal: ProposedViewSize(width: max(0, room), height: bounds.height))
    }
}
