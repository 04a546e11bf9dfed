import Foundation

/// What the platform does for a drag that begins in this window. Set by the host on
/// `ViewGraph.dragSessionHost`.
@MainActor
public protocol DragSessionHost: AnyObject {
    /// A drag began in this window at `location` (window points) carrying `items`. Returning true means the
    /// host carries it from now on (GTK: `gdk_drag_begin` with a content provider made from `items`, the icon
    /// rendered from `preview`): the graph then draws no preview of its own, stops reading the pointer for
    /// this drag (cancelling the pointer's gesture arena itself), and waits for the host to report through
    /// `dragMoved(to:)` / `dragExited()` / `drop(at:)` (while over this window) and finally `dragEnded(_:)`.
    /// Returning false (or no host, as in `TestWindow`) means the graph runs the drag itself from pointer events.
    func beginDrag(items: [NSItemProvider], preview: DragPreview, at location: CGPoint) -> Bool
}
