import Foundation
import Synchronization

/// Where an anchored view is: its window frame, set by its `AnchorNode` each time it is placed, and
/// the geometry readers that resolved an anchor of it, which are placed again when it moves.
///
/// Sendable, as an `Anchor` is (apps keep anchors in a preference key's `static let defaultValue`), and
/// read by a nonisolated `GeometryProxy`: the frame is under a lock. The readers are only told on the
/// main actor, from the anchored node's placement.
final class AnchorGeometry: Sendable {
    private let frame = Mutex<CGRect?>(nil)
    @MainActor private var readers: [WeakGeometryReader] = []

    /// The view's frame in window points; nil until it is first placed.
    var windowFrame: CGRect? { frame.withLock { $0 } }

    /// The view was placed at `frame`; readers that resolved it are placed again if it moved.
    @MainActor
    func placed(at newFrame: CGRect, by node: LayoutNode) {
        let moved = frame.withLock { current in
            defer { current = newFrame }
            return current != newFrame
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

/// The anchors a geometry reader's content resolved, with the frames they had then: when one of those
/// views is placed elsewhere, the reader builds its content again.
final class AnchorReadLog {
    private var reads: [(geometry: AnchorGeometry, frame: CGRect?)] = []

    func record(_ geometry: AnchorGeometry) {
        guard !reads.contains(where: { $0.geometry === geometry }) else { return }
        reads.append((geometry, geometry.windowFrame))
    }

    /// Whether some view read since the last `removeAll` is somewhere else now.
    var anyMoved: Bool {
        reads.contains { $0.geometry.windowFrame != $0.frame }
    }

    func removeAll() { reads.removeAll() }

    /// Asks each view read to tell `reader` when it moves.
    @MainActor
    func register(_ reader: GeometryReaderNode) {
        for read in reads { read.geometry.addReader(reader) }
    }
}
