import Foundation

/// The numbers of drag and drop inside a window.
enum DragAndDropMetrics {
    /// A mouse drag starts once the pointer is more than this far from where it went down: GTK's
    /// `gtk-dnd-drag-threshold` setting, 8 by default (GTK's `GtkSettings` documentation).
    static let mouseThreshold: CGFloat = 8
    /// A touch (or pen) drag starts once the finger has been held this long. iPadOS lifts a draggable view
    /// after a short hold; Apple does not publish its length, so Finch chooses the `LongPressGesture`
    /// default (pinned by `DragStartTests`).
    static let touchHoldDuration = 0.5
    /// A touch that moves further than this before the hold is over is not a drag (it may scroll):
    /// `LongPressGesture`'s default maximum distance.
    static let touchSlop: CGFloat = 10
    /// The preview under the pointer is drawn this much larger than the view (lifted)…
    static let liftScale: CGFloat = 1.05
    /// …this opaque…
    static let previewOpacity = 0.8
    /// …and casts this shadow (black at 25 %, blurred 8 pt, 4 pt down). Finch's choice; SwiftUI's lift
    /// is a platform animation whose values Apple does not publish.
    static let previewShadow = Shadow(
        color: RGBA(red: 0, green: 0, blue: 0, opacity: 0.25), radius: 8, offset: CGSize(width: 0, height: 4))
    /// A drag dropped on nothing (or cancelled) flies back to where it came from over this long, easing out.
    static let returnDuration = 0.3
}
