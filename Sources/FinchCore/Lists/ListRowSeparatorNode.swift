import Foundation

/// A list row with its separator in front: the separator starts where the row's first text starts, as
/// iOS insets a row's separator to its text (after an icon, an image or a check circle), and runs to
/// the row's trailing edge. In a row without text it starts where the separator view says
/// (`ListRowSeparatorLeading`).
///
/// The start is found each time the row is placed: anything in the row that moves its text places
/// the row again, and so the separator with it.
final class ListRowSeparatorNode: PrimaryForwardingNode {
    let separator: [LayoutNode]

    init(primary: LayoutNode, separator: [LayoutNode]) {
        self.separator = separator
        super.init(primary: primary)
        for node in separator { node.parent = self }
    }

    override var children: [LayoutNode] { [primary] + separator }

    override func placeChildren() {
        primary.place(at: frame.origin, proposal: placedProposal)
        let text = Self.firstTextLeading(in: primary).map { $0 - frame.minX }
        for node in separator {
            let start = min(max(0, text ?? node.layoutValue(ListRowSeparatorLeading.self) ?? 0), frame.width)
            let width = frame.width - start
            let height = node.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
            node.place(
                at: CGPoint(x: frame.minX + start, y: frame.maxY - height),
                proposal: ProposedViewSize(width: width, height: height))
        }
    }

    /// The leading edge (window points) of the first text in `node`'s subtree, in the order its views
    /// were written; nil when there is none. Only the primary view of an overlay or background counts.
    static func firstTextLeading(in node: LayoutNode) -> CGFloat? {
        if node is TextNode || node is EditableTextNode { return node.frame.minX }
        if node is SeparatorOpaqueNode { return nil }
        if let overlay = node as? OverlayNode { return firstTextLeading(in: overlay.primary) }
        if let row = node as? ListRowSeparatorNode { return firstTextLeading(in: row.primary) }
        for child in node.children {
            if let leading = firstTextLeading(in: child) { return leading }
        }
        return nil
    }
}

/// Where a row's separator starts when the row has no text, from the row's leading edge.
struct ListRowSeparatorLeading: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

extension View {
    /// The separator `transform` makes from the row's options, placed by a `ListRowSeparatorNode`.
    func rowSeparatorLayer<V: View>(@ViewBuilder _ transform: @escaping (ListRowOptions) -> V) -> some View {
        modifier(
            _PreferenceLayer<ListRowOptionsKey, V>(
                alignment: .bottom, inFront: true, transform: transform, isListRowSeparator: true))
    }
}

/// A view whose texts a row's separator does not start at: a control iOS draws with a UIKit view (a
/// segmented picker is a `UISegmentedControl`), whose labels are not SwiftUI texts, so on iOS the
/// separator of a row holding only that control starts at the row's inset.
final class SeparatorOpaqueNode: WrapperNode {}

extension View {
    /// Hides this view's texts from the row separator's search (`SeparatorOpaqueNode`).
    func separatorOpaque() -> some View {
        wrapped("separatorOpaque") { node, _ in SeparatorOpaqueNode(child: node) }
    }
}
