import CGtk
import FinchCore
import Foundation

/// What one window remembers between GTK input events.
struct GTKInputState {
    /// The pointer's last known position in the drawing area (window points): scrolls happen there.
    var pointerLocation = CGPoint.zero
    /// Where the primary button (or the first touch) went down; GtkGestureDrag reports offsets from it.
    var dragStart = CGPoint.zero
    var pointerDown = false
    /// The button of the press in progress (GTK's current button when the drag began).
    var pointerButton = PointerButton.primary
    var magnifyActive = false
    var magnifyLocation = CGPoint.zero
    var magnifyScale: CGFloat = 1
    var rotateActive = false
    var rotateLocation = CGPoint.zero
    var rotateAngle = Angle.zero
    /// Keys down now, so a second press without a release is reported as a repeat.
    var pressedKeys: Set<UInt32> = []
    /// The one-shot GLib timeout that fires the next gesture deadline, else 0.
    var deadlineTimerID: guint = 0
    var deadlineTimerTime: Double?
    /// The input-method context and the focused text view (`GTKWindow+TextInput.swift`).
    var textInput = GTKTextInputState()
    /// The area's `GtkGestureDrag`, reset when GDK takes a drag over from it.
    var dragGesture: OpaquePointer?
    /// The device of the press in progress (a drag out of the window begins from it), and what it is.
    var pointerDevice: OpaquePointer?
    var pointerKind = PointerKind.mouse
}

/// GTK input → Finch input: event controllers on the drawing area turn GTK's events into `PointerEvent`,
/// `ScrollEvent`, `MagnifyEvent`, `RotateEvent` and `KeyEvent`, timed on the graph's clock (the frame
/// clock's `g_get_monotonic_time`), in the area's coordinates (logical pixels = window points).
///
/// - Buttons and touch: one `GtkGestureDrag` listening to every button (0; it takes touches too, the first
///   finger only), pointer id 0, the button read with `gtk_gesture_single_get_current_button` when it begins
///   (1 primary, 3 secondary, 2 middle). `drag-begin`/`-update`/`-end` are began/moved/ended; `cancel` (a grab, the pointer
///   taken away) is cancelled, and the `drag-end` GTK sends after it is dropped.
/// - Scroll: `GtkEventControllerScroll` (both axes, not kinetic). Wheel units are detents, 40 pt each;
///   surface units (touchpads on Wayland) are already logical pixels. Modifiers go along, so Ctrl+scroll
///   is a pinch. A `GtkEventControllerMotion` keeps the pointer position, which scroll events lack.
/// - Touchpad or two-finger pinch and rotation: `GtkGestureZoom` and `GtkGestureRotate`, relative to
///   their start (GTK's rotation is clockwise-positive on screen, as Finch's).
/// - Keys: `GtkEventControllerKey`; the area is focusable and takes focus when shown and when clicked.
///   Unhandled keys propagate, so the window's shortcuts (Ctrl+Q) still work.
///
/// After every event the window schedules its next wake (`scheduleWake()`, `GTKWindow+FrameClock.swift`):
/// a frame if a change asked for one, a timeout for a gesture's deadline.
extension GTKWindow {
    /// Points one wheel detent scrolls.
    static let wheelStep: CGFloat = 40

    func installInput() {
        let context = Unmanaged.passUnretained(self).toOpaque()
        gtk_widget_set_focusable(area, 1)

        let drag = gtk_gesture_drag_new()!
        input.dragGesture = drag
        // Every button: a right click opens a context menu; the graph keeps gestures to the primary one.
        gtk_gesture_single_set_button(finch_gtk_gesture_single(UnsafeMutableRawPointer(drag)), 0)
        add(
            drag,
            [
                ("drag-begin", unsafeBitCast(onDragBegin, to: GCallback.self)),
                ("drag-update", unsafeBitCast(onDragUpdate, to: GCallback.self)),
                ("drag-end", unsafeBitCast(onDragEnd, to: GCallback.self)),
                ("cancel", unsafeBitCast(onDragCancel, to: GCallback.self)),
            ], context)

        let motion = gtk_event_controller_motion_new()!
        add(
            motion,
            [
                ("enter", unsafeBitCast(onMotion, to: GCallback.self)),
                ("motion", unsafeBitCast(onMotion, to: GCallback.self)),
                ("leave", unsafeBitCast(onLeave, to: GCallback.self)),
            ], context)

        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        add(scroll, [("scroll", unsafeBitCast(onScroll, to: GCallback.self))], context)

        let zoom = gtk_gesture_zoom_new()!
        add(
            zoom,
            [
                ("begin", unsafeBitCast(onZoomBegin, to: GCallback.self)),
                ("scale-changed", unsafeBitCast(onZoomChanged, to: GCallback.self)),
                ("end", unsafeBitCast(onZoomEnd, to: GCallback.self)),
                ("cancel", unsafeBitCast(onZoomCancel, to: GCallback.self)),
            ], context)

        let rotate = gtk_gesture_rotate_new()!
        add(
            rotate,
            [
                ("begin", unsafeBitCast(onRotateBegin, to: GCallback.self)),
                ("angle-changed", unsafeBitCast(onRotateChanged, to: GCallback.self)),
                ("end", unsafeBitCast(onRotateEnd, to: GCallback.self)),
                ("cancel", unsafeBitCast(onRotateCancel, to: GCallback.self)),
            ], context)

        let keys = gtk_event_controller_key_new()!
        add(
            keys,
            [
                ("key-pressed", unsafeBitCast(onKeyPressed, to: GCallback.self)),
                ("key-released", unsafeBitCast(onKeyReleased, to: GCallback.self)),
            ], context)
        installTextInput(on: keys)
    }

    /// Connects `signals` and hands the controller to the drawing area (which then owns it).
    private func add(_ controller: OpaquePointer, _ signals: [(String, GCallback)], _ context: gpointer) {
        let object = UnsafeMutableRawPointer(controller)
        for (signal, handler) in signals { finch_g_signal_connect(object, signal, handler, context) }
        gtk_widget_add_controller(area, finch_gtk_event_controller(object))
    }

    /// Now on the graph's clock, never before the graph's time (the frame clock may be a little ahead).
    private var eventTime: Double { max(Self.now, graph.time) }

    // MARK: Events

    fileprivate func pointer(_ phase: PointerEvent.Phase, at location: CGPoint, controller: OpaquePointer?) {
        input.pointerLocation = location
        let event = PointerEvent(
            phase: phase, location: location, time: eventTime, modifiers: Self.modifiers(of: controller),
            button: input.pointerButton, kind: input.pointerKind)
        graph.handle(event)
        afterInput()
    }

    /// The pointer moved (or left the window, nil): `onHover` views hear of it.
    fileprivate func hovered(at location: CGPoint?) {
        if let location { input.pointerLocation = location }
        // Only a view told of it needs a frame: most motion changes nothing.
        if graph.handleHover(at: location, time: eventTime) { afterInput() }
    }

    fileprivate func dragBegan(at start: CGPoint, gesture: OpaquePointer?) {
        if input.pointerDown { pointer(.cancelled, at: input.pointerLocation, controller: gesture) }
        input.dragStart = start
        input.pointerDown = true
        input.pointerButton = Self.button(of: gesture)
        input.pointerDevice = gesture.flatMap {
            gtk_event_controller_get_current_event_device(finch_gtk_event_controller(.init($0)))
        }
        input.pointerKind = Self.kind(of: gesture)
        gtk_widget_grab_focus(area)
        pointer(.began, at: start, controller: gesture)
    }

    fileprivate func dragMoved(by offset: CGPoint, ended: Bool, gesture: OpaquePointer?) {
        guard input.pointerDown else { return }  // the drag-end after a cancel
        if ended { input.pointerDown = false }
        let location = CGPoint(x: input.dragStart.x + offset.x, y: input.dragStart.y + offset.y)
        pointer(ended ? .ended : .moved, at: location, controller: gesture)
    }

    fileprivate func dragCancelled(gesture: OpaquePointer?) {
        guard input.pointerDown else { return }
        input.pointerDown = false
        pointer(.cancelled, at: input.pointerLocation, controller: gesture)
    }

    fileprivate func scrolled(dx: Double, dy: Double, controller: OpaquePointer?) -> Bool {
        var step: CGFloat = 1  // surface units are logical pixels already
        if let controller,
            gtk_event_controller_scroll_get_unit(finch_gtk_event_controller_scroll(.init(controller)))
                == GDK_SCROLL_UNIT_WHEEL
        {
            step = Self.wheelStep
        }
        let delta = CGSize(width: CGFloat(dx) * step, height: CGFloat(dy) * step)
        let event = ScrollEvent(
            location: input.pointerLocation, delta: delta, time: eventTime, modifiers: Self.modifiers(of: controller))
        let handled = graph.handle(event)
        afterInput()
        return handled
    }

    fileprivate func magnify(_ phase: ContinuousGesturePhase, scale: CGFloat? = nil, gesture: OpaquePointer?) {
        switch phase {
        case .began:
            if input.magnifyActive { magnify(.cancelled, gesture: gesture) }
            input.magnifyActive = true
            input.magnifyScale = 1
            input.magnifyLocation = Self.center(of: gesture) ?? input.pointerLocation
        case .changed, .ended, .cancelled:
            guard input.magnifyActive else { return }
            if phase != .changed { input.magnifyActive = false }
        }
        if let scale, scale.isFinite, scale > 0 { input.magnifyScale = scale }
        graph.handle(
            MagnifyEvent(phase: phase, location: input.magnifyLocation, scale: input.magnifyScale, time: eventTime))
        afterInput()
    }

    fileprivate func rotate(_ phase: ContinuousGesturePhase, radians: Double? = nil, gesture: OpaquePointer?) {
        switch phase {
        case .began:
            if input.rotateActive { rotate(.cancelled, gesture: gesture) }
            input.rotateActive = true
            input.rotateAngle = .zero
            input.rotateLocation = Self.center(of: gesture) ?? input.pointerLocation
        case .changed, .ended, .cancelled:
            guard input.rotateActive else { return }
            if phase != .changed { input.rotateActive = false }
        }
        if let radians, radians.isFinite { input.rotateAngle = Angle(radians: radians) }
        graph.handle(
            RotateEvent(phase: phase, location: input.rotateLocation, angle: input.rotateAngle, time: eventTime))
        afterInput()
    }

    fileprivate func key(pressed: Bool, keyval: guint, state: guint) -> Bool {
        let phase: KeyEvent.Phase
        if pressed {
            phase = input.pressedKeys.insert(keyval).inserted ? .down : .repeated
        } else {
            input.pressedKeys.remove(keyval)
            phase = .up
        }
        let characters = Unicode.Scalar(gdk_keyval_to_unicode(keyval)).map { $0 == "\0" ? "" : String($0) } ?? ""
        let event = KeyEvent(
            phase: phase, characters: characters, keyCode: keyval, modifiers: Self.modifiers(state), time: eventTime)
        let handled = graph.handle(event)
        afterInput()
        return handled
    }

    /// GDK carries a drag that began with the press in progress: the area's drag gesture never sees
    /// the release, so it is reset, without a cancel reaching the graph (which ended the pointer's
    /// gestures itself when it handed the drag over).
    func resetPointerGesture() {
        input.pointerDown = false
        if let gesture = input.dragGesture { gtk_event_controller_reset(finch_gtk_event_controller(.init(gesture))) }
    }

    /// Changes made by gesture callbacks already asked for a frame (`onNeedsUpdate`); what is left is
    /// the next wake (a gesture's deadline).
    func afterInput() {
        scheduleWake()
    }

    // MARK: Helpers

    private static func center(of gesture: OpaquePointer?) -> CGPoint? {
        guard let gesture else { return nil }
        var x = 0.0
        var y = 0.0
        guard gtk_gesture_get_bounding_box_center(finch_gtk_gesture(.init(gesture)), &x, &y) != 0 else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// What pressed, from the event that began `gesture`: a touch event is a finger; a stylus tool (or a
    /// pen device, where the backend reports the physical device) is a pen; anything else a mouse. On X11
    /// the event's device is the logical pointer whatever pressed, so the event's own type decides first.
    private static func kind(of gesture: OpaquePointer?) -> PointerKind {
        guard let gesture,
            let event = gtk_event_controller_get_current_event(finch_gtk_event_controller(.init(gesture)))
        else { return .mouse }
        switch gdk_event_get_event_type(event) {
        case GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL: return .touch
        default: break
        }
        let stylus: [GdkDeviceToolType] = [
            GDK_DEVICE_TOOL_TYPE_PEN, GDK_DEVICE_TOOL_TYPE_ERASER, GDK_DEVICE_TOOL_TYPE_BRUSH,
            GDK_DEVICE_TOOL_TYPE_PENCIL, GDK_DEVICE_TOOL_TYPE_AIRBRUSH,
        ]
        if let tool = gdk_event_get_device_tool(event), stylus.contains(gdk_device_tool_get_tool_type(tool)) {
            return .pen
        }
        switch gdk_event_get_device(event).map({ gdk_device_get_source($0) }) {
        case GDK_SOURCE_TOUCHSCREEN: return .touch
        case GDK_SOURCE_PEN: return .pen
        default: return .mouse
        }
    }

    /// The button that started `gesture`'s sequence (a touch reports 0 or 1: primary).
    private static func button(of gesture: OpaquePointer?) -> PointerButton {
        guard let gesture else { return .primary }
        switch gtk_gesture_single_get_current_button(finch_gtk_gesture_single(.init(gesture))) {
        case 3: return .secondary
        case 2: return .middle
        default: return .primary
        }
    }

    private static func modifiers(of controller: OpaquePointer?) -> EventModifiers {
        guard let controller else { return [] }
        return modifiers(
            gtk_event_controller_get_current_event_state(finch_gtk_event_controller(.init(controller))).rawValue)
    }

    static func modifiers(_ state: guint) -> EventModifiers {
        let table: [(GdkModifierType, EventModifiers)] = [
            (GDK_SHIFT_MASK, .shift), (GDK_LOCK_MASK, .capsLock), (GDK_CONTROL_MASK, .control),
            (GDK_ALT_MASK, .option), (GDK_SUPER_MASK, .command), (GDK_META_MASK, .command),
        ]
        return table.reduce(into: []) { result, entry in
            if state & entry.0.rawValue != 0 { result.insert(entry.1) }
        }
    }
}

// GTK calls these on the main thread from the main loop that runs on the main actor; they cross into it
// through `GTKCallback`. Each has its signal's exact C signature.

private func window(_ context: gpointer?) -> GTKWindow {
    Unmanaged<GTKWindow>.fromOpaque(context!).takeUnretainedValue()
}

private typealias PointSignal = @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void
private typealias SequenceSignal = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
private typealias KeySignal = @convention(c) (OpaquePointer?, guint, guint, guint, gpointer?) -> gboolean

private let onDragBegin: PointSignal = { gesture, x, y, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in
        window(context).dragBegan(at: CGPoint(x: x, y: y), gesture: gesture)
    }
}

private let onDragUpdate: PointSignal = { gesture, dx, dy, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in
        window(context).dragMoved(by: CGPoint(x: dx, y: dy), ended: false, gesture: gesture)
    }
}

private let onDragEnd: PointSignal = { gesture, dx, dy, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in
        window(context).dragMoved(by: CGPoint(x: dx, y: dy), ended: true, gesture: gesture)
    }
}

private let onDragCancel: SequenceSignal = { gesture, _, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in window(context).dragCancelled(gesture: gesture) }
}

private let onMotion: PointSignal = { _, x, y, context in
    GTKCallback.onMainActor(context) { context in window(context).hovered(at: CGPoint(x: x, y: y)) }
}

private let onLeave: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, context in
    GTKCallback.onMainActor(context) { context in window(context).hovered(at: nil) }
}

private let onScroll: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = {
    controller, dx, dy, context in
    return GTKCallback.onMainActor(controller, context) { controller, context in
        window(context).scrolled(dx: dx, dy: dy, controller: controller) ? 1 : 0
    }
}

private let onZoomBegin: SequenceSignal = { gesture, _, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in window(context).magnify(.began, gesture: gesture) }
}

private let onZoomChanged: @convention(c) (OpaquePointer?, Double, gpointer?) -> Void = { gesture, scale, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in
        window(context).magnify(.changed, scale: CGFloat(scale), gesture: gesture)
    }
}

private let onZoomEnd: SequenceSignal = { gesture, _, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in window(context).magnify(.ended, gesture: gesture) }
}

private let onZoomCancel: SequenceSignal = { gesture, _, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in
        window(context).magnify(.cancelled, gesture: gesture)
    }
}

private let onRotateBegin: SequenceSignal = { gesture, _, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in window(context).rotate(.began, gesture: gesture) }
}

/// `angle` is absolute; `angle_delta` is relative to where the rotation began.
private let onRotateChanged: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
    gesture, _, delta, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in
        window(context).rotate(.changed, radians: delta, gesture: gesture)
    }
}

private let onRotateEnd: SequenceSignal = { gesture, _, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in window(context).rotate(.ended, gesture: gesture) }
}

private let onRotateCancel: SequenceSignal = { gesture, _, context in
    GTKCallback.onMainActor(gesture, context) { gesture, context in window(context).rotate(.cancelled, gesture: gesture)
    }
}

private let onKeyPressed: KeySignal = { _, keyval, _, state, context in
    return GTKCallback.onMainActor(context) { context in
        window(context).key(pressed: true, keyval: keyval, state: state) ? 1 : 0
    }
}

private let onKeyReleased: @convention(c) (OpaquePointer?, guint, guint, guint, gpointer?) -> Void = {
    _, keyval, _, state, context in
    GTKCallback.onMainActor(context) { context in _ = window(context).key(pressed: false, keyval: keyval, state: state)
    }
}
