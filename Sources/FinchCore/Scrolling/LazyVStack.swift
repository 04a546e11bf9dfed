import Foundation

/// A vertical stack that, inside a vertical `ScrollView`, builds only the rows near the visible
/// part, through its content's view list (`ForEach` elements one by one, other views one each).
/// Outside a vertical scroll view it is a `VStack`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// With `pinnedViews: [.sectionHeaders]`, each `Section`'s header stays at the top of the scroll
    /// view while its section passes under it, pushed away by the next one; with `.sectionFooters`, each footer stays at the other end while its
    /// section's views are in view.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        LazyStackNode.makeNodes(
            axis: .vertical, crossAlignment: .horizontal(alignment), spacing: spacing,
            pinnedViews: pinnedViews, content: content, in: inputs)
            ?? LayoutContainer(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content)
            .makeNodes(in: inputs)
    }
}

/// Which views of a lazy stack's sections stay pinned while scrolling.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
