import Foundation

/// Sets a preference to a value made from an anchor of its content, as `.anchorPreference`.
struct _AnchorPreferenceWriter<A, Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> Key.Value

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        // One geometry for the view's life: the anchor stays equal while the view stays, and readers
        // learn of moves from the geometry, not from a new preference value.
        let geometry = node[AnchorGeometryStorage.self] ?? AnchorGeometry()
        node[AnchorGeometryStorage.self] = geometry
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

/// The geometry an anchor-preference modifier's anchors refer to.
private enum AnchorGeometryStorage: NodeStorageKey {
    typealias Value = AnchorGeometry
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
}
