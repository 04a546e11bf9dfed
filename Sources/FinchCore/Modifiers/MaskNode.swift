import Foundation

/// A primary view drawn through the alpha of a mask view laid out over it, as `.mask(alignment:_:)`:
/// placed as an overlay is (the mask offered exactly the primary's size and aligned to it), drawn as
/// one group whose items are masked by the mask's.
final class MaskNode: OverlayNode {
    var masks: [LayoutNode] { secondary }

    init(primary: LayoutNode, masks: [LayoutNode], alignment: Alignment) {
        super.init(primary: primary, secondary: masks, alignment: alignment, inFront: true)
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
