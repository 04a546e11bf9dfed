import Foundation

extension View {
    /// Matches this view's frame with the other views of the same `id` in `namespace`, as SwiftUI's:
    /// a source that replaces another source of its id in an animated transaction glides from that
    /// view's frame to its own (the other one morphing toward it while it leaves); a view that is not
    /// the source is drawn in the source's frame. `properties` says which of position and size are
    /// matched; `anchor` is the point that is matched and kept.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> ModifiedContent<Self, _NodeModifier> {
        let key = MatchedGeometryRegistry.Key(namespace: namespace, id: AnyHashable(id))
        return wrapped(("matchedGeometryEffect", key, properties, anchor, isSource)) { node, inputs in
            MatchedGeometryNode(
                child: node, key: key, properties: properties, anchor: anchor, isSource: isSource,
                registry: inputs.node.graph.pipeline.matchedGeometry)
        }
    }
}
