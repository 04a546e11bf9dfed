import Foundation

/// SwiftUI's stack algorithm along one axis (swiftui-semantics.md §1), shared by HStack and VStack.
@MainActor
struct StackLayout {
    let axis: Axis
    /// Cross-axis alignment: a vertical guide for an HStack, a horizontal one for a VStack.
    let crossAlignment: CrossAlignment
    let spacing: CGFloat?

    enum CrossAlignment {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// The cross-axis guide of a subview of `size`, without asking for its dimensions when it has no explicit value.
    func crossGuide(_ subview: LayoutSubview, _ size: CGSize) -> CGFloat {
        switch crossAlignment {
        case .horizontal(let guide): return subview.node.guide(guide, in: size)
        case .vertical(let guide): return subview.node.guide(guide, in: size)
        }
    }

    /// The cross-axis guide from dimensions already computed.
    func crossGuide(_ dimensions: ViewDimensions) -> CGFloat {
        switch crossAlignment {
        case .horizontal(let guide): return dimensions[guide]
        case .vertical(let guide): return dimensions[guide]
        }
    }

    var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The gaps between consecutive subviews.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (1..<subviews.count).map { index in
            if let spacing { return spacing }
            return subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
    }

    /// The main-axis proposal each subview gets for `proposal`.
    func offers(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [ProposedViewSize] {
        let crossOffer = proposal[cross]
        guard let mainProposal = proposal[axis] else {
            return subviews.map { _ in ProposedViewSize(main: nil, cross: crossOffer, axis: axis) }
        }
        let totalGaps = gaps(subviews).reduce(0, +)
        var remaining = mainProposal - totalGaps
        // Probes for the minimum (nothing left after spacing) and the maximum (infinite space) offer
        // every child the same; the distribution below would give the same answer at far greater cost,
        // and nested stacks would multiply that cost at every level.
        if remaining <= 0 || remaining.isInfinite {
            let offer = remaining.isInfinite ? CGFloat.infinity : 0
            return subviews.map { _ in ProposedViewSize(main: offer, cross: crossOffer, axis: axis) }
        }
        var offers = [ProposedViewSize](repeating: .unspecified, count: subviews.count)

        func length(_ index: Int, _ main: CGFloat) -> CGFloat {
            subviews[index].sizeThatFits(ProposedViewSize(main: main, cross: crossOffer, axis: axis))[axis]
        }
        let minimums = subviews.indices.map { length($0, 0) }
        let flexibility = subviews.indices.map { length($0, .infinity) - minimums[$0] }
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)

        for priority in priorities {
            let group = subviews.indices.filter { subviews[$0].priority == priority }
            let reserved = subviews.indices.filter { subviews[$0].priority < priority }.map { minimums[$0] }.reduce(
                0, +)
            remaining -= reserved
            let ordered = group.sorted { lhs, rhs in
                if flexibility[lhs] != flexibility[rhs] { return flexibility[lhs] < flexibility[rhs] }
                if flexibility[lhs].isInfinite { return minimums[lhs] > minimums[rhs] }
                return lhs < rhs
            }
            var left = ordered.count
            for index in ordered {
                let offer = max(remaining / CGFloat(left), 0)
                offers[index] = ProposedViewSize(main: offer, cross: crossOffer, axis: axis)
                remaining -= length(index, offer)
                left -= 1
            }
            remaining += reserved
        }
        return offers
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let offers = offers(proposal, subviews)
        let sizes = subviews.indices.map { subviews[$0].sizeThatFits(offers[$0]) }
        let main = sizes.map { $0[axis] }.reduce(0, +) + gaps(subviews).reduce(0, +)
        let extent = crossExtent(subviews, offers)
        return CGSize(main: main, cross: extent.upperBound - extent.lowerBound, axis: axis)
    }

    /// The union of the subviews' cross extents once aligned on a common guide line at 0.
    func crossExtent(_ subviews: LayoutSubviews, _ offers: [ProposedViewSize]) -> ClosedRange<CGFloat> {
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(offers[index])
            let guide = crossGuide(subviews[index], size)
            low = min(low, -guide)
            high = max(high, size[cross] - guide)
        }
        return low <= high ? low...high : 0...0
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        var proposal = proposal
        // An unspecified cross proposal becomes the stack's own cross size, and children are asked again.
        if proposal[cross] == nil { proposal[cross] = bounds.size[cross] }
        let offers = offers(proposal, subviews)
        let extent = crossExtent(subviews, offers)
        let gaps = gaps(subviews)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = (axis == .horizontal ? bounds.minY : bounds.minX) - extent.lowerBound
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(offers[index])
            let crossPosition = crossStart - crossGuide(subviews[index], size)
            let origin =
                axis == .horizontal
                ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            subviews[index].place(at: origin, anchor: .topLeading, proposal: offers[index])
            position += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// A text baseline of the stack: the first or last subview that reports one.
    func baseline(_ guide: VerticalAlignment, in bounds: CGRect, _ subviews: LayoutSubviews) -> CGFloat? {
        let proposal = ProposedViewSize(bounds.size)
        let offers = offers(proposal, subviews)
        let order = guide == .lastTextBaseline ? Array(subviews.indices.reversed()) : Array(subviews.indices)
        var position: [CGFloat] = []
        var offset: CGFloat = 0
        let gaps = gaps(subviews)
        for index in subviews.indices {
            position.append(offset)
            offset += subviews[index].sizeThatFits(offers[index])[axis] + (index < gaps.count ? gaps[index] : 0)
        }
        for index in order where subviews[index].node.explicitGuides.mayContain(guide) {
            let dimensions = subviews[index].node.dimensions(in: subviews[index].sizeThatFits(offers[index]))
            if let value = dimensions[explicit: guide] {
                if axis == .vertical { return position[index] + value }
                let extent = crossExtent(subviews, offers)
                return -extent.lowerBound - crossGuide(dimensions) + value
            }
        }
        return nil
    }
}
