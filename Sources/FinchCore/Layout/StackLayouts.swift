import Foundation

/// A horizontal stack's layout, usable on its own as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var stack: StackLayout {
        StackLayout(axis: .horizontal, crossAlignment: .vertical(alignment), spacing: spacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack.place(in: bounds, proposal, subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Void
    ) -> CGFloat? {
        guide == .firstTextBaseline || guide == .lastTextBaseline ? stack.baseline(guide, in: bounds, subviews) : nil
    }
}

/// A vertical stack's layout, usable on its own as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var stack: StackLayout {
        StackLayout(axis: .vertical, crossAlignment: .horizontal(alignment), spacing: spacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack.place(in: bounds, proposal, subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Void
    ) -> CGFloat? {
        guide == .firstTextBaseline || guide == .lastTextBaseline ? stack.baseline(guide, in: bounds, subviews) : nil
    }
}

/// An overlaying stack's layout, usable on its own as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The aligned union of the highest-priority subviews' frames, relative to the guide point.
    private func extent(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGRect {
        guard !subviews.isEmpty else { return .zero }
        var top = subviews[0].priority
        for subview in subviews where subview.priority > top { top = subview.priority }
        var union = CGRect.null
        for subview in subviews where subview.priority == top {
            let size = subview.sizeThatFits(proposal)
            let x = subview.node.guide(alignment.horizontal, in: size)
            let y = subview.node.guide(alignment.vertical, in: size)
            union = union.union(CGRect(x: -x, y: -y, width: size.width, height: size.height))
        }
        return union.isNull ? .zero : union
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        extent(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let union = extent(proposal, subviews)
        let guidePoint = CGPoint(x: bounds.minX - union.minX, y: bounds.minY - union.minY)
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(
                at: CGPoint(
                    x: guidePoint.x - subview.node.guide(alignment.horizontal, in: size),
                    y: guidePoint.y - subview.node.guide(alignment.vertical, in: size)),
                proposal: proposal)
        }
    }
}

/// Children side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}

/// Children one above another, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}

/// Children on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}

extension HStack: GraphComparable {
    func isGraphEqual(to other: Self) -> Bool {
        return other.layout.alignment == layout.alignment && other.layout.spacing == layout.spacing
            && ValueEquality.areEqual(typed: content, other.content)
    }
}

extension VStack: GraphComparable {
    func isGraphEqual(to other: Self) -> Bool {
        return other.layout.alignment == layout.alignment && other.layout.spacing == layout.spacing
            && ValueEquality.areEqual(typed: content, other.content)
    }
}

extension ZStack: GraphComparable {
    func isGraphEqual(to other: Self) -> Bool {
        return other.layout.alignment == layout.alignment && ValueEquality.areEqual(typed: content, other.content)
    }
}
