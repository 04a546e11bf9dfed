import Foundation

/// Overrides one alignment guide of its child with a computed value.
final class AlignmentGuideNode: WrapperNode {
    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    let guide: Guide
    let compute: @MainActor (ViewDimensions) -> CGFloat

    init(child: LayoutNode, guide: Guide, compute: @escaping @MainActor (ViewDimensions) -> CGFloat) {
        self.guide = guide
        self.compute = compute
        super.init(child: child)
    }

    override var explicitGuides: ExplicitGuides { child.explicitGuides.union(.any) }

    override func dimensions(in size: CGSize) -> ViewDimensions {
        let inner = child.dimensions(in: size)
        let value = compute(inner)
        guard value.isFinite else { return inner }
        var horizontal = inner.horizontalGuides
        var vertical = inner.verticalGuides
        switch guide {
        case .horizontal(let alignment): horizontal[alignment.id] = value
        case .vertical(let alignment): vertical[alignment.id] = value
        }
        return ViewDimensions(size: size, horizontalGuides: horizontal, verticalGuides: vertical)
    }
}

extension View {
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        // User closures are only ever called on the main actor, during layout.
        let compute = computeValue
        return wrapped(nil) { node, _ in AlignmentGuideNode(child: node, guide: .horizontal(g)) { compute($0) } }
    }

    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        let compute = computeValue
        return wrapped(nil) { node, _ in AlignmentGuideNode(child: node, guide: .vertical(g)) { compute($0) } }
    }
}
