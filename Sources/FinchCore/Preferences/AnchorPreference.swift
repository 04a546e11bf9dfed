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

/// Lays its child out unchanged and records where it is placed, for the anchors of it.
final class AnchorNode: WrapperNode {
    let geometry: AnchorGeometry

    init(child: LayoutNode, geometry: AnchorGeometry) {
        self.geometry = geometry
        super.init(child: child)
    }

    override func placeChildren() {
        super.placeChildren()
        geometry.placed(at: windowFrame, by: self)
    }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinate space (its top-leading corner is the origin).
    /// A view not yet placed resolves as an empty rectangle at the origin.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchorReads.record(anchor.geometry)
        guard let frame = anchor.geometry.windowFrame else { return anchor.source.resolve(.zero) }
        return anchor.source.resolve(frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY))
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
