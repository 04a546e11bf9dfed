import Foundation

/// Lays out a page's content under its bar, and the large title (when there is one) just below the
/// bar: above the content when the content does not scroll, over the top of the content's scroll view
/// (which has left room for it) when it does.
///
/// Whether the content scrolls under the bar is known only once it is built and placed (its first
/// vertical `ScrollView` claims the page's `NavigationScrollEdge` and says where it was placed), so it
/// is asked here, at layout time. The subviews are the
/// content, then the title: the title is built after the content and drawn over it.
struct NavigationPageLayout: Layout {
    let scrollEdge: NavigationScrollEdge
    /// The large title's block; 0 without one.
    let titleHeight: CGFloat

    /// The space kept above the content: the title's, unless a scroll view took it into its content.
    private var reserved: CGFloat { scrollEdge.scrollsUnderBar ? 0 : titleHeight }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return CGSize(width: proposal.width ?? 0, height: reserved) }
        let reserved = self.reserved
        let size = content.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - reserved) }))
        // A page is as wide as it is offered: wider content overflows it (placed centred) rather than
        // widening the page, which the stack would place at its leading edge.
        return CGSize(width: proposal.width ?? size.width, height: size.height + reserved)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let reserved = self.reserved
        scrollEdge.contentPlaced(top: bounds.minY + reserved)
        // Centred in the space below the title, as a window's root is: content wider or taller than the page
        // overflows it evenly on both sides (a full-width background image scaled to fill), as on iOS.
        let area = CGRect(
            x: bounds.minX, y: bounds.minY + reserved, width: bounds.width, height: max(0, bounds.height - reserved))
        content.place(at: CGPoint(x: area.midX, y: area.midY), anchor: .center, proposal: ProposedViewSize(area.size))
        for title in subviews.dropFirst() {
            title.place(
                at: bounds.origin, anchor: .topLeading,
                proposal: ProposedViewSize(width: bounds.width, height: titleHeight))
        }
    }
}
