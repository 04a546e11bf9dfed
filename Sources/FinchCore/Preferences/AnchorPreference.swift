import Foundation

/// Sets a preference to a value made from an anchor of its content, as `.anchorPreference`.
struct _AnchorPreferenceWriter<A, Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> Key.Value

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let geometry = AnchorGeometry.kept(by: node)
        let value = transform(Anchor(geometry: geometry, source: source))
        let id = ObjectIdentifier(Key.self)
        let previous = node.preferenceValue(for: id)
        node.setPreferenceValue(value, for: id)
        if previous.map({ !ValueEquality.areEqual($0, value) }) ?? true {
            node.graph.preferences.changed(key: id)
        }
        let wrapper = NodeWrapper { AnchorNode(child: $0, geometry: geometry) }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }
}

/// Changes the value of preference `Key` that its content sets with an anchor of that content, as
/// `.transformAnchorPreference`: a `transformPreference` whose closure is also handed the anchor.
struct _AnchorPreferenceTransformer<A, Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let source: Anchor<A>.Source
    let transform: (inout Key.Value, Anchor<A>) -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let geometry = AnchorGeometry.kept(by: inputs.node)
        let anchor = Anchor(geometry: geometry, source: source)
        let transform = self.transform
        PreferenceTransform<Key> { transform(&$0, anchor) }.install(in: inputs.node)
        let wrapper = NodeWrapper { AnchorNode(child: $0, geometry: geometry) }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }
}

/// The geometry an anchor-preference modifier's anchors refer to.
private enum AnchorGeometryStorage: NodeStorageKey {
    typealias Value = AnchorGeometry
}

extension AnchorGeometry {
    /// The geometry of `node`'s anchors, made on the first call. One for the view's life: the anchor
    /// stays equal while the view stays, and readers learn of moves from the geometry, not from a new
    /// preference value.
    @MainActor
    static func kept(by node: ViewNode) -> AnchorGeometry {
        if let kept = node[AnchorGeometryStorage.self] { return kept }
        let made = AnchorGeometry()
        node[AnchorGeometryStorage.self] = made
        return made
    }
}

/// Lays its child out unchanged and records where it is drawn, for the anchors of it: at each
/// placement, and whenever an effect above moves it (it follows the window's transforms).
final class AnchorNode: WrapperNode, TransformFollowing {
    let geometry: AnchorGeometry

    init(child: LayoutNode, geometry: AnchorGeometry) {
        self.geometry = geometry
        super.init(child: child)
    }

    override func placeChildren() {
        super.placeChildren()
        geometry.placed(at: windowPlacement, by: self)
        owner?.graph.pipeline.transformFollowers.add(self)
    }

    /// Whether an effect or a scroll offset above moved the view since it was last placed.
    var transformsMoved: Bool { geometry.windowPlacement != windowPlacement }

    private var windowPlacement: ViewPlacement {
        ViewPlacement(size: frame.size, transform: spaceTransforms().toWindow)
    }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinate space (its top-leading corner is the origin),
    /// through the geometry effects around the anchored view and around the reader: a rectangle is the
    /// box around the view's rectangle as drawn, a point is where it is drawn. A view not yet placed
    /// resolves as an empty rectangle at the origin.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchorReads.record(anchor.geometry)
        guard let placement = anchor.geometry.windowPlacement else { return anchor.source.resolve(CGRect.zero) }
        // A reader scaled to nothing has no coordinates to go back to: the point it collapsed to stands in.
        let corner = ViewPlacement(size: size, transform: spaces.toWindow).frame.origin
        let fromWindow =
            spaces.toWindow.inverted ?? ProjectiveTransform(Transform2D.translation(x: -corner.x, y: -corner.y))
        return anchor.source.resolve(placement.concatenating(fromWindow))
    }
}

extension View {
    /// Sets preference `key` to `transform` of an anchor of this view (`.bounds`, `.center`…), which a
    /// geometry reader above resolves in its own space (`proxy[anchor]`).
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(_AnchorPreferenceWriter<A, K>(source: value, transform: transform))
    }

    /// Changes the value of preference `key` that this view's content sets, handing `transform` an
    /// anchor of this view too (`defaultValue` when the content sets none), as SwiftUI's
    /// `transformAnchorPreference(key:value:transform:)`.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(_AnchorPreferenceTransformer<A, K>(source: value, transform: transform))
    }
}
