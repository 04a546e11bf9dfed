import Foundation

/// The state of the display list being made, shared by the nodes it walks.
///
/// A graph's paint keeps, on each layout node, the items it drew last time; a node draws again only
/// when something it draws was marked changed (`LayoutNode.setNeedsPaint`: its frame, its content, a
/// child's paint, an effect's value) or when its last drawing read a value that moves by itself (a
/// running animation, `noteRead(running:)`). So a frame where nothing changed walks nothing below
/// the root, and a change walks only the changed subtrees and their ancestors, which append their
/// children's kept items without walking them, as Flutter's repaint boundaries keep their layers.
@MainActor
enum PaintWalk {
    /// Whether nodes use and keep their items (off for a walk that must not disturb them: a frame with
    /// views leaving, whose drawing is spliced in among the nodes', and the check in debug builds).
    @exclusivity(unchecked) static var usesCaches = false
    /// Set while a node draws when what it drew depends on the time, so it draws again next frame.
    static var isVolatile = false
    /// The node drawing now, for animated values to note who reads them.
    static var current: LayoutNode?
    /// How many nodes drew (were walked) in this walk.
    static var visitedCount = 0

    /// Called by an animated value read while drawing; returns the node drawing (nil outside a
    /// caching walk), and when `running`, marks that node's drawing as changing by itself.
    static func noteRead(running: Bool) -> LayoutNode? {
        guard usesCaches, let current else { return nil }
        if running { isVolatile = true }
        return current
    }
}
