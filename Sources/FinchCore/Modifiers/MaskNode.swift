import Foundation

/// A primary view drawn through the alpha of a mask view laid out over it, as `.mask(alignment:_:)`.
final class MaskNode: LayoutNode {
    let primary: LayoutNode
    let masks: [LayoutNode]
    let alignment: Alignment
    private let primaryPriority: Double

    init(primary: LayoutNode, masks: [LayoutNode], alignment: Alignment) {
        self.primary = primary
        self.masks = masks
        self.alignment = alignment
        primaryPriority = primary.layoutPriority
        super.init(displayScale: primary.displayScale)
        primary.parent = self
        for node in masks { node.parent = self }
    }

    override var children: [LayoutNode] { [primary] + masks }
    override var layoutPriority: Double { primaryPriority }

    override func layoutValue<Key: LayoutValueKey>(_ key: Key.Type) -> Key.Value? {
        primary.layoutValue(key)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        primary.sizeThatFits(proposal)
    }

    override var explicitGuides: ExplicitGuides { primary.explicitGuides }
    override var explicitGuidesAreFixed: Bool { primary.explicitGuidesAreFixed }

    override func dimensions(in size: CGSize) -> ViewDimensions {
        primary.dimensions(in: size)
    }

    /// The mask is offered exactly the primary's size and aligned to it, as an overlay is.
    override func placeChildren() {
        primary.place(at: frame.origin, proposal: placedProposal)
        let offer = ProposedViewSize(frame.size)
        let outer = ViewDimensions(size: frame.size)
        for node in masks {
            let size = node.sizeThatFits(offer)
            node.place(
                at: CGPoint(
                    x: frame.minX + outer[alignment.horizontal] - node.guide(alignment.horizontal, in: size),
                    y: frame.minY + outer[alignment.vertical] - node.guide(alignment.vertical, in: size)),
                proposal: offer)
        }
    }

    /// One group: the primary's items, masked by the mask's.
    override func render(into items: inout [DisplayItem]) {
        var inner: [DisplayItem] = []
        primary.renderTree(into: &inner)
        guard !inner.isEmpty else { return }
        var mask: [DisplayItem] = []
        for node in masks { node.renderTree(into: &mask) }
        items.append(
            .group(
                DisplayGroup(
                    compositing: GroupCompositing(mask: mask), bounds: displayFrame, children: inner,
                    identity: paintIdentity)))
    }
}

/// Mask content is child 1000 of the modifier's node, as an overlay's layer is.
private let maskBase = 1000

/// Builds the mask once per primary node and pairs them.
public struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let primaries = content(inputs.outsideStack)
        for index in primaries.indices {
            _ = inputs.outsideStack.build(mask, identity: .index(maskBase + index))
        }
        let assembler = MaskAssembler(alignment: alignment)
        return ViewOutputs(assembler.assemble(from: inputs.node), assembly: .custom(assembler))
    }
}

/// Pairs each node of the content (child 0) with the mask built for it; with no mask, nothing shows.
private final class MaskAssembler: OutputAssembler {
    let alignment: Alignment

    init(alignment: Alignment) {
        self.alignment = alignment
    }

    func assemble(from node: ViewNode) -> [LayoutNode] {
        let primaries = node.child(at: .index(0))?.outputs ?? []
        return primaries.enumerated().map { index, primary in
            let mask = node.child(at: .index(maskBase + index))?.outputs ?? []
            return MaskNode(primary: primary, masks: mask, alignment: alignment)
        }
    }
}

extension View {
    /// Shows this view only where `mask` is opaque (through its alpha); layout is unchanged.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> ModifiedContent<Self, _MaskModifier<Mask>>
    {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// The iOS 13 form, `.mask(Circle())`.
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskModifier<Mask>> {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}
