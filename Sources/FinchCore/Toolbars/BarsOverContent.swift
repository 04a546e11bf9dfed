import Foundation

/// A page's content with its bars at its top and bottom edges, laid out as a `VStack` of the three
/// (each bar at its own height for the width, the content in what is left), in reading order for focus,
/// but with the top bar drawn last, so the bars are over anything of the content that extends under
/// them (`.ignoresSafeArea`), and take taps there first.
///
/// The subviews are the top bar when `hasTopBar`, then the content, then the bottom bar if there is one
/// more (a bar with no items makes no subview).
struct BarsOverContent: Layout, FirstSubviewOnTopLayout {
    let hasTopBar: Bool
    /// The top bar slid up out of the page (a presented search's), the content taking its room.
    var topBarHidden = false

    var drawsFirstSubviewOnTop: Bool { hasTopBar }

    private struct Parts {
        let content: LayoutSubview
        let top: LayoutSubview?
        let bottom: LayoutSubview?
    }

    private func parts(_ subviews: Subviews) -> Parts? {
        var rest = Array(subviews)
        let top = hasTopBar && rest.count > 1 ? rest.removeFirst() : nil
        guard let content = rest.first else { return nil }
        return Parts(content: content, top: top, bottom: rest.dropFirst().first)
    }

    /// A bar's height for `width`: its ideal height, as a `VStack` gives a fixed-height view.
    private static func height(of bar: LayoutSubview?, width: CGFloat?) -> CGFloat {
        bar?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let parts = parts(subviews) else { return .zero }
        let top = topBarHidden ? 0 : Self.height(of: parts.top, width: proposal.width)
        let bars = top + Self.height(of: parts.bottom, width: proposal.width)
        let content = parts.content.sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bars) }))
        return CGSize(width: content.width, height: content.height + bars)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let parts = parts(subviews) else { return }
        let width = ProposedViewSize(width: bounds.width, height: nil)
        let barHeight = Self.height(of: parts.top, width: bounds.width)
        let top = topBarHidden ? 0 : barHeight
        let bottom = Self.height(of: parts.bottom, width: bounds.width)
        parts.content.place(
            at: CGPoint(x: bounds.minX, y: bounds.minY + top), anchor: .topLeading,
            proposal: ProposedViewSize(width: bounds.width, height: max(0, bounds.height - top - bottom)))
        parts.bottom?.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - bottom), anchor: .topLeading, proposal: width)
        parts.top?.place(
            at: CGPoint(x: bounds.minX, y: bounds.minY - (topBarHidden ? barHeight : 0)), anchor: .topLeading,
            proposal: width)
    }
}

/// A layout whose first subview is drawn over the others (and hit first) without moving it in reading
/// order: Finch's bars.
@MainActor
protocol FirstSubviewOnTopLayout {
    var drawsFirstSubviewOnTop: Bool { get }
}
