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
    @exclusivity(unchecked) var laterPlacedFrames: [CGRect?] = []
    /// The wrappers of the modifiers wrapped in place in the last evaluation, innermost first.
    /// (Unchecked, as the node's own hot fields: read and written only on the main actor, never while
    /// another access is open; the runtime checks were a percent of opening a 10,000-emoji document.)
    @exclusivity(unchecked) var wrappedInPlace: [NodeWrapper] = []
    /// What the modifiers wrapped in place keep between evaluations (a gesture's handler), at their level
    /// minus one: an array, not a dictionary, since levels are few and small.
    @exclusivity(unchecked) var wrappedInPlaceObjects: [AnyObject?] = []
}
