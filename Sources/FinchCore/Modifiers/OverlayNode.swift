import Foundation

/// A primary view with secondary views drawn behind or in front, sized to the primary. A mask
/// (`MaskNode`) is placed the same way and only draws differently.
class OverlayNode: PrimaryForwardingNode {
    let secondary: [LayoutNode]
    let alignment: Alignment
    let secondaryInFront: Bool

    init(primary: LayoutNode, secondary: [LayoutNode], alignment: Alignment, inFront: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.secondaryInFront = inFront
        super.init(primary: primary)
        for node in secondary { node.parent = self }
    }

    override var children: [LayoutNode] { secondaryInFront ? [primary] + secondary : secondary + [primary] }

    override func placeChildren() {
        primary.place(at: frame.origin, proposal: placedProposal)
        // Secondary views are offered exactly the primary's size and aligned to it.
        let offer = ProposedViewSize(frame.size)
        let outer = ViewDimensions(size: frame.size)
        for node in secondary {
            let size = node.sizeThatFits(offer)
            node.place(
                at: CGPoint(
                    x: frame.minX + outer[alignment.horizontal] - node.guide(alignment.horizontal, in: size),
                    y: frame.minY + outer[alignment.vertical] - node.guide(alignment.vertical, in: size)),
                proposal: offer)
        }
    }
}

/// Layers are children of the modifier's node from this index on (the content is child 0).
private let layerBase = 1000

/// Builds secondary content once per primary node and combines them.
public struct _SecondaryLayerModifier<Layer: View>: ViewModifier, PrimitiveModifier, GraphComparable {
    /// The layer, kept by reference: every modifier applied outside an overlay copies the modified view
    /// (this modifier with it) into its own value, and an app's code copies a layer it cannot see into
    /// through generic value witnesses (an emoji's optional selection outline, 233 bytes, was copied
    /// that way at each of the four modifiers around it, more than the box costs to make).
    let storage: _SecondaryLayerStorage<Layer>
    let alignment: Alignment
    let inFront: Bool

    var layer: Layer { storage.layer }

    @usableFromInline
    init(layer: Layer, alignment: Alignment, inFront: Bool) {
        self.storage = _SecondaryLayerStorage(layer)
        self.alignment = alignment
        self.inFront = inFront
    }

    /// Equal layers in two boxes are the same layer (a new evaluation makes a new box every time).
    func isGraphEqual(to other: Self) -> Bool {
        alignment == other.alignment && inFront == other.inFront
            && (storage === other.storage || ValueEquality.areEqual(typed: storage.layer, other.storage.layer))
    }

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let primaries = content(inputs.outsideStack)
        let layerIsEmpty = (layer as? any KnownEmptyView)?.isKnownEmpty ?? false
        for index in primaries.indices {
            let identity = IdentityComponent.index(layerBase + index)
            // An empty layer (`.overlay { if isSelected { … } }` while not selected) that was never built
            // here is left out: no node of its own. One built before is built again, so what it showed
            // leaves as a removed view does (its transition, its disappear actions).
            if layerIsEmpty, inputs.node.child(at: identity) == nil { continue }
            _ = inputs.outsideStack.build(layer, identity: identity)
        }
        let assembler = LayerAssembler(alignment: alignment, inFront: inFront)
        return ViewOutputs(assembler.assemble(from: inputs.node), assembly: .custom(assembler))
    }
}

/// An overlay's or background's layer (see `_SecondaryLayerModifier.storage`).
@usableFromInline
final class _SecondaryLayerStorage<Layer> {
    let layer: Layer

    @usableFromInline
    init(_ layer: Layer) {
        self.layer = layer
    }
}

/// Pairs each node of the content (child 0) with the layer built for it (child 1000 + its index).
private final class LayerAssembler: OutputAssembler {
    let alignment: Alignment
    let inFront: Bool

    init(alignment: Alignment, inFront: Bool) {
        self.alignment = alignment
        self.inFront = inFront
    }

    /// A primary with nothing in its layer is passed on as it is: an overlay node around it would only
    /// forward its size and placement and draw what it draws.
    func assemble(from node: ViewNode) -> [LayoutNode] {
        let primaries = node.child(at: .index(0))?.outputs ?? []
        return primaries.enumerated().map { index, primary in
            let layer = node.child(at: .index(layerBase + index))?.outputs ?? []
            if layer.isEmpty { return primary }
            return OverlayNode(primary: primary, secondary: layer, alignment: alignment, inFront: inFront)
        }
    }
}

extension View {
    @inlinable
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<
        Self, _SecondaryLayerModifier<V>
    > {
        modifier(_SecondaryLayerModifier(layer: overlay, alignment: alignment, inFront: true))
    }

    @inlinable
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _SecondaryLayerModifier<V>>
    {
        modifier(_SecondaryLayerModifier(layer: content(), alignment: alignment, inFront: true))
    }

    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay(Rectangle().fill(style))
    }

    /// The iOS 13 form. Disfavoured, as SwiftUI's: a `Color` (a view and a shape style) takes the shape-style
    /// form, which extends into the safe area.
    @inlinable @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<
        Self, _SecondaryLayerModifier<V>
    > {
        modifier(_SecondaryLayerModifier(layer: background, alignment: alignment, inFront: false))
    }

    @inlinable
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _SecondaryLayerModifier<V>>
    {
        modifier(_SecondaryLayerModifier(layer: content(), alignment: alignment, inFront: false))
    }

    /// Fills the view's frame with `style` behind it. As in SwiftUI, the fill extends into the safe area
    /// along `edges` (all by default) where the frame lies on its edge: a page's background reaches under
    /// its bar.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background(shape.fill(style, style: fillStyle))
    }

    /// A line along the inside of this view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
