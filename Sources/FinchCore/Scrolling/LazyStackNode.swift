import Foundation

/// The layout node of a lazy stack or lazy grid inside a scroll view along its axis: it builds only
/// the lines near the visible part of the scroll view, during placement (as a `GeometryReader`
/// builds its content), and estimates the length of the others from the average of those it has
/// measured. A stack's line is one element of its view list; a grid's is a row or column of them
/// (`LazyLines`), so rows and columns of 10,000 cells cost what the visible ones cost.
///
/// Lines are built with the visible rectangle plus half a viewport before and after it (one
/// screen of margin in all); built lines are kept until they are a whole viewport out of view,
/// then dropped with their state, as SwiftUI's lazy stacks drop theirs (pinned by
/// `LazyStackTests.stateOfFarRowsGoes`).
///
/// A stack whose content pins its sections' headers (`SectionedViewList`) keeps the header of the
/// section at the start of the visible part built and places it there, over the rows passing under
/// it, until the section's end pushes it away; one that pins footers keeps the footer of the section
/// at the end of the visible part there until the section's end rides it up.
final class LazyStackNode: LayoutNode {
    let axis: Axis
    private var crossAlignment: StackLayout.CrossAlignment
    private var spacing: CGFloat
    private var lines: LazyLines
    private var source: any ViewList
    private var inputs: ViewInputs

    /// A built line: its index, the index of its first element, its elements' nodes and its own node
    /// (an element's node itself in a stack).
    struct Line {
        var index: Int
        var first: Int
        var cells: [LayoutNode]
        var node: LayoutNode
    }

    /// Main-axis lengths of the lines measured so far (NaN: never measured), for `measuredCross`.
    private var lengths: [CGFloat] = []
    private var measuredSum: CGFloat = 0
    private var measuredCount = 0
    private var maxCross: CGFloat = 0
    /// The cross-axis offer the lengths were measured at (-1: unspecified; -2: none yet).
    private var measuredCross: CGFloat = -2
    /// How many elements a line holds at `measuredCross` (always 1 in a stack).
    private var perLine = 1
    /// The built lines, by ascending index.
    private(set) var built: [Line] = []
    /// The elements pinned now, a header and a footer at most (drawn and hit last, over the rows).
    private var pinnedElements: [Int] = []

    /// The content's sections, when their headers are pinned (worked out once per content).
    private var pinning: (any SectionedViewList)?

    /// `source` as sections whose headers or footers pin: only in a stack (a grid's lines are rows of
    /// cells).
    private static func pinning(of source: any ViewList, lines: LazyLines) -> (any SectionedViewList)? {
        guard case .elements = lines, let sectioned = source as? any SectionedViewList,
            sectioned.pinsSectionHeaders || sectioned.pinsSectionFooters
        else { return nil }
        return sectioned
    }

    init(
        axis: Axis, crossAlignment: StackLayout.CrossAlignment, spacing: CGFloat, lines: LazyLines,
        source: any ViewList, inputs: ViewInputs
    ) {
        self.axis = axis
        self.crossAlignment = crossAlignment
        self.spacing = spacing
        self.lines = lines
        self.source = source
        self.inputs = inputs
        self.pinning = Self.pinning(of: source, lines: lines)
        super.init(displayScale: inputs.environment.displayScale)
        resetLengths()
    }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    override var children: [LayoutNode] { drawingOrder.map(\.node) }

    override func render(into items: inout [DisplayItem]) {
        for node in paintOrderChildren { node.renderTree(into: &items) }
    }

    /// The built lines in index order, pinned headers and footers moved last: drawn over the rows
    /// under them, and hit before them.
    private var drawingOrder: [Line] {
        guard !pinnedElements.isEmpty else { return built }
        var order = built
        for element in pinnedElements {
            guard let position = order.firstIndex(where: { $0.index == element }) else { continue }
            order.append(order.remove(at: position))
        }
        return order
    }

    /// New content after the stack was evaluated again: the lines holding the elements built before
    /// are built again (inside the evaluation, so they keep their state), and everything is measured
    /// afresh.
    func update(
        crossAlignment: StackLayout.CrossAlignment, spacing: CGFloat, lines: LazyLines, source: any ViewList,
        inputs: ViewInputs
    ) {
        let elements = builtElements
        self.crossAlignment = crossAlignment
        self.spacing = spacing
        self.lines = lines
        self.source = source
        self.inputs = inputs
        pinning = Self.pinning(of: source, lines: lines)
        // New items may make another number of tracks at the same offer.
        perLine = lines.elementsPerLine(crossOffer: measuredCross < 0 ? nil : measuredCross)
        resetLengths()
        var inner = inputs
        inner.stackAxis = axis
        built = makeLines(covering: elements) { index in cellNode(source.buildElement(at: index, in: inner)) }
        invalidateLayout()
    }

    /// The elements' nodes after one of them was evaluated again on its own (the graph's children are
    /// the built lines' elements, in order).
    func elementsChanged(_ graphChildren: [ViewNode]) {
        var total = 0
        for line in built { total += line.cells.count }
        guard graphChildren.count == total else { return invalidateLayout() }
        var position = 0
        for lineIndex in built.indices {
            var changed = false
            for slot in built[lineIndex].cells.indices {
                let cell = cellNode(graphChildren[position].outputs)
                position += 1
                guard cell !== built[lineIndex].cells[slot] else { continue }
                built[lineIndex].cells[slot] = cell
                changed = true
            }
            guard changed else { continue }
            let line = built[lineIndex]
            if let node = lines.line(of: line.cells, reusing: line.node, displayScale: displayScale) {
                node.parent = self
                built[lineIndex].node = node
            }
            forget(line.index)
        }
        invalidateLayout()
    }

    // MARK: Building

    private var lineCount: Int { (source.count + perLine - 1) / perLine }

    /// The elements of line `index`.
    private func elementRange(ofLine index: Int) -> Range<Int> {
        let first = index * perLine
        return first..<min(first + perLine, source.count)
    }

    /// The indices of the built elements, ascending.
    private var builtElements: [Int] {
        var indices: [Int] = []
        for line in built { indices += line.first..<(line.first + line.cells.count) }
        return indices
    }

    /// The lines holding `elements` (ascending element indices) at the current `perLine`.
    private func lineIndices(covering elements: [Int]) -> [Int] {
        var result: [Int] = []
        let count = source.count
        for element in elements where element < count {
            let line = element / perLine
            if result.last != line { result.append(line) }
        }
        return result
    }

    /// Lines holding `elements`, their elements' nodes made by `cell`.
    private func makeLines(covering elements: [Int], cell: (Int) -> LayoutNode) -> [Line] {
        makeLines(lineIndices(covering: elements), cell: cell)
    }

    /// Lines `indices`, their elements' nodes made by `cell`; a grid line starting at the element
    /// one built before started at keeps its node (updated in place, so unchanged cells keep their
    /// measurements).
    private func makeLines(_ indices: [Int], cell: (Int) -> LayoutNode) -> [Line] {
        var previous: [Int: LayoutNode] = [:]
        for line in built { previous[line.first] = line.node }
        var result: [Line] = []
        result.reserveCapacity(indices.count)
        for index in indices {
            let range = elementRange(ofLine: index)
            var cells: [LayoutNode] = []
            cells.reserveCapacity(range.count)
            for element in range { cells.append(cell(element)) }
            guard let node = lines.line(of: cells, reusing: previous[range.lowerBound], displayScale: displayScale)
            else { continue }
            node.parent = self
            result.append(Line(index: index, first: range.lowerBound, cells: cells, node: node))
        }
        return result
    }

    /// The node of one element: its only node, or its nodes stacked along the axis.
    private func cellNode(_ nodes: [LayoutNode]) -> LayoutNode {
        let node: LayoutNode
        if nodes.count == 1, let only = nodes.first {
            node = only
        } else if axis == .vertical {
            // An element made of several views is stacked like the stack would stack them.
            let alignment: HorizontalAlignment
            if case .horizontal(let guide) = crossAlignment { alignment = guide } else { alignment = .center }
            node = LayoutContainerNode(
                layout: VStackLayout(alignment: alignment, spacing: spacing), children: nodes,
                displayScale: displayScale)
        } else {
            let alignment: VerticalAlignment
            if case .vertical(let guide) = crossAlignment { alignment = guide } else { alignment = .center }
            node = LayoutContainerNode(
                layout: HStackLayout(alignment: alignment, spacing: spacing), children: nodes,
                displayScale: displayScale)
        }
        node.parent = self
        return node
    }

    /// Builds exactly lines `indices` outside an evaluation (during layout); lines not among them
    /// are dropped. Elements already built are kept as they are (the content has not changed since
    /// they were built: a new value comes through `update`), so scrolling a row in does not evaluate
    /// every row on screen again.
    private func rebuild(_ indices: [Int]) {
        // A stack whose view was unmounted builds nothing (its stored inputs' node is gone).
        guard let element = owner, element.isAttached else { return }
        var buildInputs = inputs
        buildInputs.transaction = element.effectiveTransaction()
        var existing: [Int: LayoutNode] = [:]
        for line in built {
            for (slot, cell) in line.cells.enumerated() { existing[line.first + slot] = cell }
        }
        var result: [Line] = []
        _ = element.graph.performLayoutCallback {
            element.rebuildChildren(
                { inner in
                    var elementContext = inner
                    elementContext.stackAxis = axis
                    result = makeLines(indices) { index in
                        if let node = existing[index],
                            let child = inner.node.child(at: .explicit(source.id(at: index))),
                            child.isAttached
                        {
                            inner.node.keep(child)
                            return node
                        }
                        return cellNode(source.buildElement(at: index, in: elementContext))
                    }
                    return []
                }, inputs: buildInputs)
        }
        built = result
    }

    // MARK: Measuring

    private func resetLengths() {
        lengths = [CGFloat](repeating: .nan, count: lineCount)
        measuredSum = 0
        measuredCount = 0
        maxCross = 0
    }

    private func forget(_ index: Int) {
        guard index < lengths.count, !lengths[index].isNaN else { return }
        measuredSum -= lengths[index]
        measuredCount -= 1
        lengths[index] = .nan
    }

    /// Starts over when the cross-axis offer changed (lengths depend on it, and a grid's number of
    /// elements a line); built elements are regrouped into lines of the new length.
    private func prepare(crossOffer: CGFloat?) {
        let key = crossOffer ?? -1
        guard key != measuredCross || lengths.count != lineCount else { return }
        measuredCross = key
        let per = lines.elementsPerLine(crossOffer: crossOffer)
        if per != perLine {
            let elements = builtElements
            perLine = per
            if !elements.isEmpty { rebuild(lineIndices(covering: elements)) }
        }
        resetLengths()
    }

    private func rowOffer(_ crossOffer: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(main: nil, cross: crossOffer, axis: axis)
    }

    /// Measures built elements not measured yet; true when some were.
    @discardableResult
    private func measureBuilt(crossOffer: CGFloat?) -> Bool {
        var measured = false
        let offer = rowOffer(crossOffer)
        for element in built where element.index < lengths.count && lengths[element.index].isNaN {
            let size = element.node.sizeThatFits(offer)
            lengths[element.index] = size[axis]
            measuredSum += size[axis]
            measuredCount += 1
            maxCross = max(maxCross, size[cross])
            measured = true
        }
        return measured
    }

    private var averageLength: CGFloat { measuredCount > 0 ? measuredSum / CGFloat(measuredCount) : 0 }

    private var estimatedLength: CGFloat {
        let count = lengths.count
        guard count > 0 else { return 0 }
        return measuredSum + averageLength * CGFloat(count - measuredCount) + spacing * CGFloat(count - 1)
    }

    /// The scroll view this stack scrolls in.
    private var enclosingScroll: ScrollViewNode? {
        var ancestor = parent
        while let current = ancestor {
            if let scroll = current as? ScrollViewNode, scroll.scrolls(axis) { return scroll }
            ancestor = current.parent
        }
        return nil
    }

    /// Measured lengths plus the average for the others; the cross size of the widest element measured.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let crossOffer = proposal[cross]
        prepare(crossOffer: crossOffer)
        guard !lengths.isEmpty else { return .zero }
        if measuredCount == 0 {
            if built.isEmpty { firstPass(crossOffer: crossOffer) } else { measureBuilt(crossOffer: crossOffer) }
        }
        return CGSize(main: estimatedLength, cross: maxCross, axis: axis)
    }

    /// Builds from the top until the scroll view's viewport is filled (at least one element).
    private func firstPass(crossOffer: CGFloat?) {
        var viewport: CGFloat = 0
        if let scroll = enclosingScroll {
            let placed = scroll.frame.size[axis]
            let proposed = scroll.lastProposal[axis] ?? 0
            viewport = placed > 0 ? placed : (proposed.isFinite ? proposed : 0)
        }
        var indices: [Int] = []
        var filled: CGFloat = 0
        var index = 0
        // Build in small batches, measuring each, until the viewport is full.
        while index < lengths.count && (indices.isEmpty || filled < viewport) {
            indices.append(index)
            rebuild(indices)
            measureBuilt(crossOffer: crossOffer)
            filled = measuredSum + spacing * CGFloat(indices.count - 1)
            index += 1
        }
    }

    // MARK: Placing

    override func placeChildren() {
        let crossOffer = placedProposal[cross]
        prepare(crossOffer: crossOffer)
        measureBuilt(crossOffer: crossOffer)
        let start = frame.origin[axis]
        var visible = start...(start + frame.size[axis])
        if let scroll = enclosingScroll {
            // Placed again whenever the scroll view moves, to build what comes into view.
            scroll.registerLazyStack(self)
            let rect = scroll.visibleRect
            let low = rect.origin[axis]
            visible = low...(low + rect.size[axis])
        }
        let viewport = visible.upperBound - visible.lowerBound
        let build = (visible.lowerBound - start - viewport / 2)...(visible.upperBound - start + viewport / 2)
        let keep = (visible.lowerBound - start - viewport)...(visible.upperBound - start + viewport)
        // Only inside a scroll view is there a visible part to pin headers and footers to.
        let pinningRange = enclosingScroll == nil ? nil : (visible.lowerBound - start)...(visible.upperBound - start)
        // New elements change the estimates (and so the positions): a few rounds settle them.
        for _ in 0..<4 {
            var wanted = wantedIndices(build: build, keep: keep)
            // A pinned header (footer) stays built however far its section's start (end) has gone.
            for element in pinningRange.map(pinnedElements(in:)) ?? [] where !wanted.contains(element.index) {
                wanted.insert(element.index, at: wanted.firstIndex { $0 > element.index } ?? wanted.endIndex)
            }
            guard wanted != built.map(\.index) else { break }
            rebuild(wanted)
            guard measureBuilt(crossOffer: crossOffer) else { break }
        }
        let pinned = pinningRange.map(pinnedElements(in:)) ?? []
        pinnedElements = pinned.map(\.index)
        placeBuilt(crossOffer: crossOffer, pinned: pinned)
        // Estimates replaced by measurements change this stack's size: this layout pass runs again.
        if abs(estimatedLength - frame.size[axis]) > 0.5 || maxCross > frame.size[cross] + 0.5 {
            owner?.graph.pipeline.requestRelayout(of: self)
        }
    }

    /// Elements that intersect `build`, and built elements that still intersect `keep` (stack coordinates).
    private func wantedIndices(build: ClosedRange<CGFloat>, keep: ClosedRange<CGFloat>) -> [Int] {
        let average = averageLength
        var wanted: [Int] = []
        var position: CGFloat = 0
        var builtPosition = 0
        let limit = max(build.upperBound, keep.upperBound)
        for index in 0..<lengths.count {
            if position > limit { break }
            let length = lengths[index].isNaN ? average : lengths[index]
            let end = position + length
            while builtPosition < built.count && built[builtPosition].index < index { builtPosition += 1 }
            let isBuilt = builtPosition < built.count && built[builtPosition].index == index
            if (end >= build.lowerBound && position <= build.upperBound)
                || (isBuilt && end >= keep.lowerBound && position <= keep.upperBound)
            {
                wanted.append(index)
            }
            position = end + spacing
        }
        return wanted
    }

    /// The header to pin when the visible part starts at `visibleStart` (stack coordinates), and
    /// where (stack coordinates): the header of the section there, held at the visible start, or
    /// higher where the section's end pushes it up; nil when that section has none or the stack's
    /// start is in view.
    ///
    /// - Complexity: O(elements up to the visible start), as `wantedIndices`.
    private func pinnedHeader(at visibleStart: CGFloat) -> (index: Int, position: CGFloat)? {
        guard visibleStart > 0, let pinning, pinning.pinsSectionHeaders else { return nil }
        let average = averageLength
        func length(_ index: Int) -> CGFloat { lengths[index].isNaN ? average : lengths[index] }
        // The element at the visible start.
        var position: CGFloat = 0
        var index = 0
        while index < lengths.count {
            let end = position + length(index)
            if end > visibleStart { break }
            position = end + spacing
            index += 1
        }
        guard index < lengths.count, let header = pinning.sectionHeader(ofElementAt: index), header <= index else {
            return nil
        }
        var headerPosition = position
        for element in stride(from: index - 1, through: header, by: -1) { headerPosition -= length(element) + spacing }
        let headerLength = length(header)
        // Where the section ends, if that is near enough to push the header.
        let end = min(pinning.sectionEnd(ofHeaderAt: header), lengths.count)
        var next = position
        var element = index
        while element < end && next < visibleStart + headerLength + spacing {
            next += length(element) + spacing
            element += 1
        }
        let sectionEnd = element == end ? next - spacing : CGFloat.infinity
        return (header, max(headerPosition, min(visibleStart, sectionEnd - headerLength)))
    }

    /// The header and the footer to pin while `visible` (stack coordinates) is in view, and where.
    private func pinnedElements(in visible: ClosedRange<CGFloat>) -> [(index: Int, position: CGFloat)] {
        [pinnedHeader(at: visible.lowerBound), pinnedFooter(at: visible.upperBound)].compactMap { $0 }
    }

    /// The footer to pin when the visible part ends at `visibleEnd` (stack coordinates), and where: the
    /// footer of the section there, held at the visible end, or lower where the section ends above it;
    /// never above the end of its section's header, so while the section's start comes into view the
    /// footer comes in below the header (Finch's choice: UIKit's exact rule is not published).
    ///
    /// - Complexity: O(elements up to the visible end), as `wantedIndices`.
    private func pinnedFooter(at visibleEnd: CGFloat) -> (index: Int, position: CGFloat)? {
        guard let pinning, pinning.pinsSectionFooters else { return nil }
        let average = averageLength
        func length(_ index: Int) -> CGFloat { lengths[index].isNaN ? average : lengths[index] }
        // The element across the visible end (none when the stack ends above it: footers lie as laid out).
        var position: CGFloat = 0
        var index = 0
        while index < lengths.count {
            let end = position + length(index)
            if end >= visibleEnd { break }
            position = end + spacing
            index += 1
        }
        guard index < lengths.count, let (section, footer) = pinning.sectionFooter(ofElementAt: index),
            footer < lengths.count
        else { return nil }
        let footerLength = length(footer)
        let held = visibleEnd - footerLength
        // Where the footer lies, when that is near enough to ride it up.
        var next = position
        var element = index
        while element < footer && next <= visibleEnd {
            next += length(element) + spacing
            element += 1
        }
        let laidOut = element == footer ? next : CGFloat.infinity
        // Where the section's header ends, when that is low enough to hold the footer down.
        let header = pinning.sectionHeader(ofElementAt: index)
        let firstBelowHeader = header.map { $0 + 1 } ?? section.lowerBound
        var floor = position
        element = index
        while element < firstBelowHeader {
            floor += length(element) + spacing
            element += 1
        }
        while element > firstBelowHeader && floor >= held {
            element -= 1
            floor -= length(element) + spacing
        }
        if element > firstBelowHeader { floor = -.infinity }
        return (footer, max(floor, min(held, laidOut)))
    }

    private func placeBuilt(crossOffer: CGFloat?, pinned: [(index: Int, position: CGFloat)] = []) {
        let average = averageLength
        let offer = rowOffer(crossOffer)
        var position = frame.origin[axis]
        var builtPosition = 0
        for index in 0..<lengths.count {
            guard builtPosition < built.count else { break }
            let length = lengths[index].isNaN ? average : lengths[index]
            if built[builtPosition].index == index {
                let node = built[builtPosition].node
                let size = node.sizeThatFits(offer)
                var origin = CGPoint.zero
                let pin = pinned.first { $0.index == index }
                origin[axis] = pin.map { frame.origin[axis] + $0.position } ?? position
                origin[cross] = frame.origin[cross] + crossOffset(of: node, size: size)
                node.place(at: origin, proposal: offer)
                builtPosition += 1
            }
            position += length + spacing
        }
    }

    /// Where an element of `size` sits across the stack, aligned on the stack's guide.
    private func crossOffset(of node: LayoutNode, size: CGSize) -> CGFloat {
        let stack = ViewDimensions(size: frame.size)
        switch crossAlignment {
        case .horizontal(let guide): return stack[guide] - node.guide(guide, in: size)
        case .vertical(let guide): return stack[guide] - node.guide(guide, in: size)
        }
    }

    /// Where the element with `id` is or would be, in window points (estimated when not built).
    func estimatedFrame(of id: AnyHashable) -> CGRect? {
        let element = source.index(ofScrollTarget: id)
        // The element is placed with its line (its row, in a grid).
        guard let element, element / perLine < lengths.count else { return nil }
        let found = element / perLine
        let average = averageLength
        var position = frame.origin[axis]
        for index in 0..<found { position += (lengths[index].isNaN ? average : lengths[index]) + spacing }
        var rect = frame
        rect.origin[axis] = position
        rect.size[axis] = lengths[found].isNaN ? average : lengths[found]
        return rect
    }
}

extension LazyStackNode: OutputAssembler, NodeStorageKey {
    typealias Value = LazyStackNode

    /// The elements' nodes after one of them was evaluated again on its own.
    func assemble(from node: ViewNode) -> [LayoutNode] {
        elementsChanged(node.children)
        return [self]
    }

    /// The nodes of a lazy stack whose content can be built lazily inside a scroll view along
    /// `axis`; nil otherwise (the caller then builds a plain stack).
    static func makeNodes<Content: View>(
        axis: Axis, crossAlignment: StackLayout.CrossAlignment, spacing: CGFloat?, lines: LazyLines = .elements,
        pinnedViews: PinnedScrollableViews = [], content: Content, in inputs: ViewInputs
    ) -> ViewOutputs? {
        let scrollAxis: Axis.Set = axis == .vertical ? .vertical : .horizontal
        guard inputs.environment.enclosingScrollAxes.contains(scrollAxis) else {
            inputs.node.removesChildrenAtOnce = false
            return nil
        }
        let list = content.asViewList
        let source: any ViewList = pinnedViews.isEmpty ? list : LazySectionItems(list, pinning: pinnedViews)
        // Without an explicit spacing, rows sit 8 pt apart (SwiftUI's default between most views).
        let gap = spacing ?? GridTracks.defaultSpacing
        inputs.node.removesChildrenAtOnce = true
        let node: LazyStackNode
        if let existing = inputs.node[LazyStackNode.self], existing.axis == axis {
            node = existing
            node.update(crossAlignment: crossAlignment, spacing: gap, lines: lines, source: source, inputs: inputs)
        } else {
            node = LazyStackNode(
                axis: axis, crossAlignment: crossAlignment, spacing: gap, lines: lines, source: source,
                inputs: inputs)
            inputs.node[LazyStackNode.self] = node
        }
        return ViewOutputs([node], assembly: .custom(node))
    }
}
