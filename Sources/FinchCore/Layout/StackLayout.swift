import Foundation

/// SwiftUI's stack algorithm along one axis (as OpenSwiftUI's stack layout implements it), shared by HStack and VStack.
@MainActor
struct StackLayout {
    let axis: Axis
    /// Cross-axis alignment: a vertical guide for an HStack, a horizontal one for a VStack.
    let crossAlignment: CrossAlignment
    let spacing: CGFloat?

    enum CrossAlignment: Equatable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// The cross-axis guide of a subview's node at `size`, without asking for its dimensions when it
    /// has no explicit value.
    func crossGuide(_ node: LayoutNode, _ size: CGSize) -> CGFloat {
        switch crossAlignment {
        case .horizontal(let guide): return node.guide(guide, in: size)
        case .vertical(let guide): return node.guide(guide, in: size)
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

    /// The gap between subviews `index - 1` and `index`.
    ///
    /// The stack math below uses plain loops and few arrays: it runs for every stack at every
    /// proposal, and closures passed to `map`, `filter` or `sorted` here would each allocate and
    /// check the main actor's executor on every call. It reads subviews in place in their storage
    /// (`subviews.storage[i]`): `subviews[i]` returns a copy, and copying a subview retains its node.
    func gap(before index: Int, _ subviews: LayoutSubviews) -> CGFloat {
        if let spacing { return spacing }
        return subviews.storage[index - 1].spacing.distance(to: subviews.storage[index].spacing, along: axis)
    }

    /// The sum of the gaps, added in order. Computed once per measurement or placement, which
    /// passes it on: it asks every subview whether it is a spacer.
    func totalGaps(_ subviews: LayoutSubviews) -> CGFloat {
        let count = subviews.storage.count
        var total: CGFloat = 0
        guard count > 1 else { return total }
        if let spacing {
            for _ in 1..<count { total += spacing }
            return total
        }
        let storage = subviews.storage
        let distances = SpacingDistances(axis: axis)
        var previous = storage[0].isSpacer
        var index = 1
        while index < count {
            let current = storage[index].isSpacer
            total += distances.between(previous, current)
            previous = current
            index += 1
        }
        return total
    }

    /// The gap between two neighbours by whether each is a spacer (a subview's `spacing` is standard or
    /// zero, by that alone): the four distances, worked out once instead of for every pair.
    struct SpacingDistances {
        let standardToStandard: CGFloat
        let standardToSpacer: CGFloat
        let spacerToStandard: CGFloat
        let spacerToSpacer: CGFloat

        init(axis: Axis) {
            standardToStandard = ViewSpacing.standard.distance(to: .standard, along: axis)
            standardToSpacer = ViewSpacing.standard.distance(to: .zero, along: axis)
            spacerToStandard = ViewSpacing.zero.distance(to: .standard, along: axis)
            spacerToSpacer = ViewSpacing.zero.distance(to: .zero, along: axis)
        }

        func between(_ firstIsSpacer: Bool, _ secondIsSpacer: Bool) -> CGFloat {
            switch (firstIsSpacer, secondIsSpacer) {
            case (false, false): return standardToStandard
            case (false, true): return standardToSpacer
            case (true, false): return spacerToStandard
            case (true, true): return spacerToSpacer
            }
        }
    }

    /// The offer every subview gets when the stack does not distribute: an unspecified main proposal,
    /// or nothing or infinity left after spacing; nil when the proposal must be distributed.
    ///
    /// Probes for the minimum (nothing left after spacing) and the maximum (infinite space) offer
    /// every child the same; the distribution would give the same answer at far greater cost, and
    /// nested stacks would multiply that cost at every level. Callers skip the offers array then.
    func uniformOffer(_ proposal: ProposedViewSize, gaps: CGFloat) -> ProposedViewSize? {
        let crossOffer = proposal[cross]
        guard let mainProposal = proposal[axis] else {
            return ProposedViewSize(main: nil, cross: crossOffer, axis: axis)
        }
        let remaining = mainProposal - gaps
        guard remaining <= 0 || remaining.isInfinite else { return nil }
        return ProposedViewSize(main: remaining.isInfinite ? .infinity : 0, cross: crossOffer, axis: axis)
    }

    /// The main-axis proposal each subview gets for `proposal`.
    func offers(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [ProposedViewSize] {
        offers(proposal, subviews, gaps: totalGaps(subviews))
    }

    /// The same, with the subviews' `totalGaps` already summed.
    func offers(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: CGFloat) -> [ProposedViewSize] {
        let count = subviews.count
        if let uniform = uniformOffer(proposal, gaps: gaps) {
            return [ProposedViewSize](repeating: uniform, count: count)
        }
        let crossOffer = proposal[cross]
        // Not uniform, so the main proposal is given.
        var remaining = (proposal[axis] ?? 0) - gaps
        guard count > 0 else { return [] }
        var offers = [ProposedViewSize](repeating: .unspecified, count: count)

        func length(_ index: Int, _ main: CGFloat) -> CGFloat {
            subviews[index].sizeThatFits(ProposedViewSize(main: main, cross: crossOffer, axis: axis))[axis]
        }
        var measures = [Measure]()
        measures.reserveCapacity(count)
        var highest = subviews[0].priority
        for index in 0..<count {
            let priority = subviews[index].priority
            measures.append(Measure(minimum: length(index, 0), flexibility: 0, priority: priority))
            if priority > highest { highest = priority }
        }
        for index in 0..<count {
            measures[index].flexibility = length(index, .infinity) - measures[index].minimum
        }

        // Priority groups from the highest down; `ordered` holds one group's indices, least flexible first.
        var ordered = [Int]()
        ordered.reserveCapacity(count)
        var priority = highest
        while true {
            var reserved: CGFloat = 0
            ordered.removeAll(keepingCapacity: true)
            var next: Double?
            for index in 0..<count {
                let measure = measures[index]
                if measure.priority == priority {
                    // Insertion sort, stable like `sorted(by:)`.
                    var position = ordered.count
                    while position > 0 {
                        let previous = ordered[position - 1]
                        guard Self.precedes(measure, index, measures[previous], previous) else { break }
                        position -= 1
                    }
                    ordered.insert(index, at: position)
                } else if measure.priority < priority {
                    reserved += measure.minimum
                    next = max(next ?? measure.priority, measure.priority)
                }
            }
            remaining -= reserved
            // Spacers are sized after the group's content, with their minimum reserved
            // (OpenSwiftUI's `Spacer` does the same): `HStack { Text(…); Spacer() }` never squeezes the text.
            var spacerMinimum: CGFloat = 0
            var contentCount = 0
            for index in ordered {
                if subviews[index].node.spacerMinLength != nil {
                    spacerMinimum += measures[index].minimum
                } else {
                    contentCount += 1
                }
            }
            remaining -= spacerMinimum
            var left = contentCount
            for index in ordered where subviews[index].node.spacerMinLength == nil {
                let offer = max(remaining / CGFloat(left), 0)
                offers[index] = ProposedViewSize(main: offer, cross: crossOffer, axis: axis)
                remaining -= length(index, offer)
                left -= 1
            }
            remaining += spacerMinimum
            left = ordered.count - contentCount
            for index in ordered where subviews[index].node.spacerMinLength != nil {
                let offer = max(remaining / CGFloat(left), 0)
                offers[index] = ProposedViewSize(main: offer, cross: crossOffer, axis: axis)
                remaining -= length(index, offer)
                left -= 1
            }
            remaining += reserved
            guard let next else { break }
            priority = next
        }
        return offers
    }

    /// What the distribution knows of a subview: its lengths at 0 and ∞ and its priority.
    struct Measure {
        var minimum: CGFloat
        var flexibility: CGFloat
        var priority: Double
    }

    /// The order within a priority group: least flexible first; among infinitely flexible ones, the larger
    /// minimum first; otherwise declaration order.
    private static func precedes(_ lhs: Measure, _ lhsIndex: Int, _ rhs: Measure, _ rhsIndex: Int) -> Bool {
        if lhs.flexibility != rhs.flexibility { return lhs.flexibility < rhs.flexibility }
        if lhs.flexibility.isInfinite { return lhs.minimum > rhs.minimum }
        return lhsIndex < rhsIndex
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let gaps = totalGaps(subviews)
        let uniform = uniformOffer(proposal, gaps: gaps)
        let offers = uniform == nil ? offers(proposal, subviews, gaps: gaps) : []
        var main: CGFloat = 0
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        let storage = subviews.storage
        for index in 0..<storage.count {
            let node = storage[index].node
            let size = node.sizeThatFits(uniform ?? offers[index])
            main += size[axis]
            let guide = crossGuide(node, size)
            low = min(low, -guide)
            high = max(high, size[cross] - guide)
        }
        main += gaps
        let extent = low <= high ? low...high : 0...0
        return CGSize(main: main, cross: extent.upperBound - extent.lowerBound, axis: axis)
    }

    /// The union of the subviews' cross extents once aligned on a common guide line at 0.
    /// `uniform`, when given, is every subview's offer and `offers` is empty.
    func crossExtent(
        _ subviews: LayoutSubviews, _ offers: [ProposedViewSize], uniform: ProposedViewSize? = nil
    ) -> ClosedRange<CGFloat> {
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        let storage = subviews.storage
        for index in 0..<storage.count {
            let node = storage[index].node
            let size = node.sizeThatFits(uniform ?? offers[index])
            let guide = crossGuide(node, size)
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
        let gaps = totalGaps(subviews)
        let uniform = uniformOffer(proposal, gaps: gaps)
        let offers = uniform == nil ? offers(proposal, subviews, gaps: gaps) : []
        let storage = subviews.storage
        let count = storage.count
        // Each subview's size and guide, measured once for the extent and kept for placing it (and
        // handed to its placement): a long stack asked each of them three times.
        let measured = UnsafeMutableBufferPointer<(size: CGSize, guide: CGFloat)>.allocate(capacity: count)
        defer { measured.deallocate() }
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        for index in 0..<count {
            let node = storage[index].node
            let size = node.sizeThatFits(uniform ?? offers[index])
            let guide = crossGuide(node, size)
            measured.initializeElement(at: index, to: (size, guide))
            low = min(low, -guide)
            high = max(high, size[cross] - guide)
        }
        let extent = low <= high ? low...high : 0...0
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = (axis == .horizontal ? bounds.minY : bounds.minX) - extent.lowerBound
        let distances = SpacingDistances(axis: axis)
        // Each subview is asked once whether it is a spacer: the gap after one needs it and the next one.
        var nextIsSpacer = spacing == nil && storage[0].isSpacer
        for index in 0..<count {
            let offer = uniform ?? offers[index]
            let (size, guide) = measured[index]
            let crossPosition = crossStart - guide
            let origin =
                axis == .horizontal
                ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            storage[index].place(at: origin, measured: size, proposal: offer)
            var gap: CGFloat = 0
            if index + 1 < count {
                if let spacing {
                    gap = spacing
                } else {
                    let isSpacer = nextIsSpacer
                    nextIsSpacer = storage[index + 1].isSpacer
                    gap = distances.between(isSpacer, nextIsSpacer)
                }
            }
            position += size[axis] + gap
        }
    }

    /// A text baseline of the stack: the first or last subview that reports one.
    func baseline(_ guide: VerticalAlignment, in bounds: CGRect, _ subviews: LayoutSubviews) -> CGFloat? {
        let proposal = ProposedViewSize(bounds.size)
        let offers = offers(proposal, subviews)
        let order = guide == .lastTextBaseline ? Array(subviews.indices.reversed()) : Array(subviews.indices)
        var position: [CGFloat] = []
        var offset: CGFloat = 0
        for index in subviews.indices {
            position.append(offset)
            offset +=
                subviews[index].sizeThatFits(offers[index])[axis]
                + (index + 1 < subviews.count ? gap(before: index + 1, subviews) : 0)
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
