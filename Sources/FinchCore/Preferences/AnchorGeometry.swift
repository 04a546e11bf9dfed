import FinchUnsafe
import Foundation

/// Where an anchored view is drawn: its size and how its coordinates map into the window's (through
/// the geometry effects and scroll offsets above it), set by its `AnchorNode` each time it is placed or
/// an effect above moves it, and the geometry readers that resolved an anchor of it, which are placed
/// again when it moves.
///
/// Sendable, as an `Anchor` is (apps keep anchors in a preference key's `static let defaultValue`), and
/// read by a nonisolated `GeometryProxy`: the placement is under a lock. The readers are only told on
/// the main actor, from the anchored node's placement.
final class AnchorGeometry: Sendable {
    private let placement = LockedValue<ViewPlacement?>(nil)
    @MainActor private var readers: [WeakGeometryReader] = []

    /// Where the view is drawn in the window; nil until it is first placed.
    var windowPlacement: ViewPlacement? { placement.withLock { $0 } }

    /// The view was placed at `newPlacement`; readers that resolved it are placed again if it moved.
    @MainActor
    func placed(at newPlacement: ViewPlacement, by node: LayoutNode) {
        let moved = placement.withLock { current in
            defer { current = newPlacement }
            return current != newPlacement
        }
        guard moved else { return }
        readers.removeAll { $0.node == nil }
        for reader in readers { reader.node?.anchorMoved(by: node) }
    }

    /// `reader` built its content from this view's frame.
    @MainActor
    func addReader(_ reader: GeometryReaderNode) {
        guard !readers.contains(where: { $0.node === reader }) else { return }
        readers.append(WeakGeometryReader(node: reader))
    }
}

/// A geometry reader an anchored view tells when it moves, kept weakly (the reader may go first).
struct WeakGeometryReader {
    weak var node: GeometryReaderNode?
}

/// The anchors a geometry reader's content resolved, with where those views were then: when one of
/// them is placed elsewhere (or an effect above it moved it), the reader builds its content again.
final class AnchorReadLog {
    private var reads: [(geometry: AnchorGeometry, placement: ViewPlacement?)] = []

    func record(_ geometry: AnchorGeometry) {
        guard !reads.contains(where: { $0.geometry === geometry }) else { return }
        reads.append((geometry, geometry.windowPlacement))
    }

    /// Whether some view read since the last `removeAll` is somewhere else now.
    var anyMoved: Bool {
        reads.contains { $0.geometry.windowPlacement != $0.placement }
    }

    /// Whether the content resolved no anchor.
    var isEmpty: Bool { reads.isEmpty }

    func removeAll() { reads.removeAll() }

    /// Asks each view read to tell `reader` when it moves.
    @MainActor
    func register(_ reader: GeometryReaderNode) {
        for read in reads { read.geometry.addReader(reader) }
    }
}
