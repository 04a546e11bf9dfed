import Foundation

/// One drag over a window: what it carries, who moves it, and the drop target it is over.
@MainActor
final class DragSession {
    /// Who reports where the drag is.
    enum Driver: Equatable {
        /// This window's drag, moved by the pointer `id` (the graph draws its preview).
        case pointer(Int)
        /// This window's drag, carried by the host (`DragSessionHost`) until `dragEnded`.
        case host
        /// Another program's drag, reported by the host.
        case outside
    }

    let items: DragItems
    let driver: Driver
    /// The picture under the pointer (this window's drags).
    let preview: DragPreview?
    /// Where the pointer first held the preview (window points): a drag that is not taken returns there.
    let origin: CGPoint
    /// Where the drag is now (window points).
    var location: CGPoint {
        didSet { located = true }
    }
    /// Whether `location` has been reported (another program's drag enters with none).
    private(set) var located = false
    /// The drop target the drag is over, with the drag's last location in its own space.
    var target: DropTarget?
    var targetLocation = CGPoint.zero
    /// Whether each accepting view under the drag took it (`validateDrop`), asked once per entry.
    var validated: [ObjectIdentifier: Bool] = [:]
    /// Set when the preview flies back (dropped on nothing, refused, or cancelled): from where, since when.
    var returning: (from: CGPoint, start: Double)?

    init(items: DragItems, driver: Driver, preview: DragPreview?, location: CGPoint) {
        self.items = items
        self.driver = driver
        self.preview = preview
        self.origin = location
        self.location = location
    }

    /// Whether the drag is still under way (not flying back).
    var isDragging: Bool { returning == nil }

    /// Where the preview's hot spot is at `time`: the pointer, or on its way back to the origin.
    func previewLocation(at time: Double) -> CGPoint {
        guard let returning else { return location }
        let progress = returnProgress(at: time)
        return CGPoint(
            x: returning.from.x + (origin.x - returning.from.x) * progress,
            y: returning.from.y + (origin.y - returning.from.y) * progress)
    }

    /// How far the return has gone, eased out (0 to 1).
    func returnProgress(at time: Double) -> CGFloat {
        guard let returning else { return 0 }
        let linear = min(max((time - returning.start) / DragAndDropMetrics.returnDuration, 0), 1)
        // Ease out (cubic): fast away from the pointer, settling into place.
        return CGFloat(1 - pow(1 - linear, 3))
    }

    func hasReturned(at time: Double) -> Bool {
        guard let returning else { return false }
        return time >= returning.start + DragAndDropMetrics.returnDuration - deadlineTolerance
    }
}
