import Foundation

/// A custom container layout, as SwiftUI's `Layout` protocol: measure subviews, then place them.
@MainActor
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

/// Properties of a layout container, such as the axis its spacers grow along.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?

    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Lays out `content` with this layout: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

/// A view that lays its content out with a `Layout`.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    var body: Never { fatalBody() }

    let layout: L
    let content: Content

    /// The container node, made once per identity and updated in place: a stack whose children and
    /// layout are unchanged keeps its cached sizes.
    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        var inner = inputs
        // An `AnyLayout`'s axis is its held layout's, known only from the value.
        inner.stackAxis =
            L.self == AnyLayout.self
            ? (layout as? AnyLayout)?.stackOrientation : L.layoutProperties.stackOrientation
        let children = inner.build(content, identity: .index(0))
        let scale = inputs.environment.displayScale
        if let container = inputs.node[LayoutContainerNode<L>.self], container.displayScale == scale {
            container.update(layout: layout, children: children)
            return ViewOutputs([container], assembly: .container(container))
        }
        let container = LayoutContainerNode(layout: layout, children: children, displayScale: scale)
        inputs.node[LayoutContainerNode<L>.self] = container
        return ViewOutputs([container], assembly: .container(container))
    }
}
