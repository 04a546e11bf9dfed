import Foundation

/// The whole window while a popover shows: a clear area that closes it when clicked, and the bubble with
/// its arrow placed by the view it points at.
struct PopoverLayer<Content: View>: View {
    let anchor: CGRect
    let dismiss: DismissAction
    let content: Content

    var body: some View {
        ZStack(alignment: .topLeading) {
            DismissingBackdrop(dismiss: dismiss)
            PopoverPlacement(anchor: anchor) {
                PopoverArrow(pointsUp: true).fill(SystemColors.elevatedBackground)
                PopoverArrow(pointsUp: false).fill(SystemColors.elevatedBackground)
                content
                    .environment(\.isElevatedLevel, true)
                    .background(SystemColors.elevatedBackground)
                    .clipShape(RoundedRectangle(cornerRadius: PopoverPlacement.cornerRadius))
            }
            .shadow(color: .black.opacity(0.18), radius: 16, x: 0, y: 4)
        }
    }
}

/// The popover's arrow: a triangle whose tip is at the top (pointing up at a view above the bubble) or
/// at the bottom.
struct PopoverArrow: Shape {
    let pointsUp: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let tip = CGPoint(x: rect.midX, y: pointsUp ? rect.minY : rect.maxY)
        let baseY = pointsUp ? rect.maxY : rect.minY
        path.move(to: CGPoint(x: rect.minX, y: baseY))
        path.addLine(to: tip)
        path.addLine(to: CGPoint(x: rect.maxX, y: baseY))
        path.closeSubpath()
        return path
    }
}

/// Places a popover's two arrows and its bubble (in that order): the bubble below the view it points
/// at when it fits there, centred on it and kept inside the window, else where there is more room; the arrow
/// that points at the view sits between them, the other is given no size.
struct PopoverPlacement: Layout {
    let anchor: CGRect

    static let cornerRadius: CGFloat = 13
    static let arrowSize = CGSize(width: 26, height: 13)
    /// The bubble keeps this far from the window's edges.
    static let margin: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let margin = Self.margin
        let arrow = Self.arrowSize
        let below = bounds.maxY - margin - anchor.maxY - arrow.height
        let above = anchor.minY - arrow.height - margin - bounds.minY
        let width = max(bounds.width - 2 * margin, 0)
        var size = subviews[2].sizeThatFits(ProposedViewSize(width: width, height: nil))
        // Below whenever the bubble fits there, as UIKit tries the upward arrow first; else where there
        // is more room.
        let placeBelow = size.height <= below || below >= above
        let room = max(placeBelow ? below : above, 0)
        if size.height > room {
            size = subviews[2].sizeThatFits(ProposedViewSize(width: width, height: room))
            size.height = min(size.height, room)
        }
        size.width = min(size.width, width)
        let x = min(max(anchor.midX - size.width / 2, bounds.minX + margin), bounds.maxX - margin - size.width)
        let y = placeBelow ? anchor.maxY + arrow.height : anchor.minY - arrow.height - size.height
        subviews[2].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
        // The arrow stays over the bubble's straight edge, clear of its rounded corners.
        let inset = Self.cornerRadius + arrow.width / 2
        let arrowX = min(max(anchor.midX, x + inset), x + size.width - inset) - arrow.width / 2
        let used = placeBelow ? subviews[0] : subviews[1]
        let unused = placeBelow ? subviews[1] : subviews[0]
        used.place(
            at: CGPoint(x: arrowX, y: placeBelow ? anchor.maxY : anchor.minY - arrow.height),
            anchor: .topLeading, proposal: ProposedViewSize(arrow))
        unused.place(at: CGPoint(x: arrowX, y: y), anchor: .topLeading, proposal: .zero)
    }
}
