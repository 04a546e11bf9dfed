import Foundation

/// What a `ViewNode` keeps only when it has many children or several layout nodes: made on the first
/// write, so the nine nodes of a typical modified view (one child, one layout node each) carry one
/// empty reference instead of three collections.
@MainActor
final class NodeMultiples {
    /// The node's children by key, once there are more than `ViewNode.keyedChildrenThreshold`.
    var childrenByKey: [IdentityComponent: ViewNode]?
    /// Where each child's outputs start among the node's concatenated outputs (see `reassemble`).
    var childOutputOffsets: [Int]?
    /// Frames of the node's layout nodes after the first at the last layout, by ordinal minus one.
    var laterPlacedFrames: [CGRect?] = []
}
