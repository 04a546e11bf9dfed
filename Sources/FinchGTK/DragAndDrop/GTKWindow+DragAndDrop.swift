import CGtk
import FinchCore

/// Drag and drop between the window and other programs: a drop target on the drawing area
/// (`GTKDropTarget`) and the graph's drag host (`GTKDragSource`), which carries drags that begin in the
/// window through GDK.
extension GTKWindow {
    func installDragAndDrop() {
        let target = GTKDropTarget(window: self)
        target.install(on: area)
        dropTarget = target
        let source = GTKDragSource(window: self)
        dragSource = source
        graph.dragSessionHost = source
    }

    /// The device whose press is in progress, else the display's pointer.
    var pointerDevice: OpaquePointer? {
        if let device = input.pointerDevice { return device }
        guard let seat = gdk_display_get_default_seat(gtk_widget_get_display(area)) else { return nil }
        return gdk_seat_get_pointer(seat)
    }
}
