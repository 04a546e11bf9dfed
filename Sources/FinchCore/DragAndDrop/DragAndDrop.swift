import Foundation

/// A window's drag and drop: the drag in progress (at most one), the host that may carry this window's
/// drags, and the picture of the drag the graph draws itself. One per graph (`ViewGraph.dragAndDrop`).
@MainActor
final class DragAndDrop {
    var session: DragSession?
    /// Held weakly: the host (a window) owns the graph.
    weak var host: (any DragSessionHost)?
    /// The display group identity of the preview (one for the window's life, so frames compare it).
    let previewIdentity = LayoutNode.reservePaintIdentity()
    /// True when the last display list drew a preview (a frame is needed to take it away).
    var drewPreview = false

    /// Whether the next frame would draw the preview differently from the last.
    func needsFrame(at time: Double) -> Bool {
        guard let session, session.driver != .host, session.driver != .outside else { return drewPreview }
        return session.returning != nil || !drewPreview
    }

    /// The preview to draw over the window at `time`, lifted and translucent; nil when there is none. A
    /// preview that has flown back ends its session here.
    func previewItem(at time: Double) -> DisplayItem? {
        if let session, session.hasReturned(at: time) { self.session = nil }
        guard let session, let preview = session.preview, case .pointer = session.driver else {
            drewPreview = false
            return nil
        }
        drewPreview = true
        let at = session.previewLocation(at: time)
        // Lifted about the point held, so the pointer stays on the same spot of the picture; lowered as it returns.
        let scale = DragAndDropMetrics.liftScale - (DragAndDropMetrics.liftScale - 1) * session.returnProgress(at: time)
        let transform = Transform2D.about(preview.hotSpot, .scale(x: scale, y: scale))
            .concatenating(.translation(x: at.x - preview.hotSpot.x, y: at.y - preview.hotSpot.y))
        return .group(
            DisplayGroup(
                transform: transform, shadow: DragAndDropMetrics.previewShadow,
                opacity: DragAndDropMetrics.previewOpacity,
                bounds: CGRect(origin: .zero, size: preview.size), children: preview.displayList.items,
                identity: previewIdentity))
    }
}
