import Foundation

/// A horizontal stack that, inside a horizontal `ScrollView`, builds only the columns near the
/// visible part, through its content's view list (`ForEach` elements one by one, other views one
/// each). Outside a horizontal scroll view it is an `HStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// With `pinnedViews: [.sectionHeaders]`, each `Section`'s header stays at the leading edge of the scroll
    /// view while its section passes under it, pushed away by the next one; with `.sectionFooters`, each footer stays at the other end while its
    /// section's views are in view.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        LazyStackNode.makeNodes(
            axis: .horizontal, crossAlignment: .vertical(alignment), spacing: spacing,
            pinnedViews: pinnedViews, content: content, in: inputs)
            ?? LayoutContainer(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content)
            .makeNodes(in: inputs)
    }
}
