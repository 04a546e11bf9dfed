import Foundation

/// Input entry points: hosts turn platform events into Finch's and hand them to the graph, which
/// hit-tests them against the last layout (the frame presented) and drives the gestures found there. Gesture callbacks
/// run here, on the main actor; their state changes invalidate views as any change does, so the
/// next update (the host's next frame) shows them.
extension ViewGraph {
    /// Handles a pointer event; true when some gesture takes part in this pointer's touch.
    ///
    /// The event's time is on the graph's clock: the clock moves to it first (firing any gesture
    /// deadline passed on the way). The event is hit-tested against the last layout, the frame the user
    /// sees (as Flutter and UIKit do): changes not yet shown are not laid out for it.
    @discardableResult
    public func handle(_ event: PointerEvent) -> Bool {
        prepareForInput(at: event.time)
        inputRouter.pointerModifiers = event.modifiers
        inputRouter.pointerKind = event.kind
        inputRouter.pointerID = event.pointerID
        // A drag in progress has its pointer to itself (its gestures were cancelled when it started).
        if handleDragPointer(event) { return true }
        // Gestures take the primary button only: a right click opens a context menu, not a button.
        guard event.button == .primary else { return handleSecondaryClick(event) }
        let channel = InputRouter.Channel.pointer(event.pointerID)
        defer { inputRouter.sweep() }
        if event.phase == .began {
            // A touch that continues a multi-tap goes to the arena still waiting for it.
            if let waiting = inputRouter.arena(for: channel) {
                waiting.receive(.pointer(.began), at: event.location, time: event.time)
                if !waiting.isFinished { return true }
            }
            endTextEditing(unlessPressing: event.location)
            guard let arena = inputRouter.begin(channel, at: event.location, root: root) else { return false }
            arena.receive(.pointer(.began), at: event.location, time: event.time)
            return true
        }
        guard let arena = inputRouter.arena(for: channel) else { return false }
        arena.receive(.pointer(event.phase), at: event.location, time: event.time)
        return true
    }

    /// The pointer moved to `location` with no button held (nil: it left the window): the `onHover` views
    /// it left are told false and those it is now over true, the `onContinuousHover` views under it where
    /// it is. Hit-tested against the last layout, as a press is; with no hover view in the tree it does
    /// nothing. True when some view was told.
    @discardableResult
    public func handleHover(at location: CGPoint?, time: Double) -> Bool {
        guard hover.targetCount > 0 || hover.isHoveringAny else { return false }
        prepareForInput(at: time)
        let path = location.map { HitTester.path(in: root, at: $0) } ?? []
        return hover.update(to: Self.hoverTargets(on: path), at: location)
    }

    /// The hover targets on a hit path, outermost first, each with its coordinate spaces (its own, and
    /// the named ones around it), as a gesture's are mapped.
    private static func hoverTargets(on path: [HitStep]) -> [HoveredTarget] {
        var named: [AnyHashable: ProjectiveTransform] = [:]
        var targets: [HoveredTarget] = []
        for step in path.reversed() {
            let origin = Transform2D.translation(x: -step.node.frame.minX, y: -step.node.frame.minY)
            if let space = step.node as? CoordinateSpaceNode {
                named[space.name] = step.windowToNode.concatenating(origin)
            }
            guard let hover = step.node as? HoverNode else { continue }
            let mapper = CoordinateMapper(
                toLocal: step.windowToNode.concatenating(origin), localSize: step.node.frame.size, named: named)
            targets.append(HoveredTarget(target: hover.target, space: mapper))
        }
        return targets
    }

    /// Handles a touchpad pinch; true when some magnification gesture takes part.
    @discardableResult
    public func handle(_ event: MagnifyEvent) -> Bool {
        prepareForInput(at: event.time)
        defer { inputRouter.sweep() }
        let kind = GestureInput.Kind.magnify(event.phase, scale: event.scale.isFinite ? event.scale : 1)
        if event.phase == .began {
            inputRouter.arena(for: .magnify)?.cancel()
            guard let arena = inputRouter.begin(.magnify, at: event.location, root: root) else { return false }
            arena.receive(kind, at: event.location, time: event.time)
            return !arena.isFinished
        }
        guard let arena = inputRouter.arena(for: .magnify) else { return false }
        arena.receive(kind, at: event.location, time: event.time)
        return true
    }

    /// Handles a touchpad rotation; true when some rotation gesture takes part.
    @discardableResult
    public func handle(_ event: RotateEvent) -> Bool {
        prepareForInput(at: event.time)
        defer { inputRouter.sweep() }
        let kind = GestureInput.Kind.rotate(event.phase, angle: event.angle)
        if event.phase == .began {
            inputRouter.arena(for: .rotate)?.cancel()
            guard let arena = inputRouter.begin(.rotate, at: event.location, root: root) else { return false }
            arena.receive(kind, at: event.location, time: event.time)
            return !arena.isFinished
        }
        guard let arena = inputRouter.arena(for: .rotate) else { return false }
        arena.receive(kind, at: event.location, time: event.time)
        return true
    }

    /// Handles a scroll. Nothing scrolls yet; with `.control` held the scroll is a pinch (every
    /// 200 pt up doubles the scale), as desktop zoom. True when a gesture took it.
    @discardableResult
    public func handle(_ event: ScrollEvent) -> Bool {
        guard event.modifiers.contains(.control), event.delta.height.isFinite, event.delta.height != 0 else {
            prepareForInput(at: event.time)
            // A plain wheel or touchpad scroll moves the scroll view under the pointer, clamped.
            return scroll(at: event.location, by: event.delta) != .zero
        }
        let scale = CGFloat(pow(2, -Double(event.delta.height) / 200))
        guard handle(MagnifyEvent(phase: .began, location: event.location, scale: 1, time: event.time)) else {
            return false
        }
        handle(MagnifyEvent(phase: .changed, location: event.location, scale: scale, time: event.time))
        handle(MagnifyEvent(phase: .ended, location: event.location, scale: scale, time: event.time))
        return true
    }

    /// Where text typed into a focused text view goes: the host's input method (a `GtkIMContext`, a
    /// test's input method). Set by the host; told whenever focus moves.
    package var textInputHost: (any TextInputHost)? {
        get { focus.textInputHost }
        set { focus.textInputHost = newValue }
    }

    /// The text client that has focus now, if any.
    package var focusedTextInput: (any TextInputClient)? { focus.focused?[FocusTarget.self]?.textInput }

    /// Escape's GDK key value.
    static let escapeKey: UInt32 = 0xff1b

    /// Handles a key: the focused view's `.onKeyPress` actions first; Escape dismisses a sheet; Tab moves
    /// focus, Space and Return activate it; then the window's keyboard shortcuts. False when nothing took
    /// the key, so the host may use it.
    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool {
        prepareForInput(at: event.time)
        // Escape cancels a drag in progress before anything else sees it.
        if event.phase == .down, event.keyCode == Self.escapeKey, cancelPointerDrag() { return true }
        // The front-most presentation takes keys first: an alert's Return and Escape, a menu's arrows.
        if presentations.handleKey(event) { return true }
        let layer = presentations.frontmostNode ?? rootViewNode
        if performKeyPressActions(event, under: layer) { return true }
        // Escape ends editing first (a second Escape then dismisses the sheet the field is on).
        if event.phase != .up, event.keyCode == Self.escapeKey, focusedTextInput != nil {
            focus.focus(nil, in: self)
            return true
        }
        // A cancel button's Escape beats the bare dismissal below.
        if event.keyCode == Self.escapeKey, performKeyboardShortcut(event, under: layer) { return true }
        // Escape dismisses the front-most sheet, as on iPadOS and the desktop.
        if event.phase != .up, event.keyCode == Self.escapeKey, dismissFrontmostPresentation() { return true }
        // Escape or Alt+Left goes back in the innermost navigation stack that can (not behind a sheet).
        if event.phase != .up, presentations.frontmostNode == nil, NavigationBackKeys.isBack(event), backKeys.goBack() {
            return true
        }
        // While a sheet shows, only its controls take focus and keys (the window behind is dimmed).
        if focus.handle(event, under: layer, in: self) { return true }
        if performPasteboardCommand(event, under: layer) { return true }
        if performKeyboardShortcut(event, under: layer) { return true }
        return performUndoCommand(event)
    }

    /// The earliest graph time at which a gesture decides something without new input (a long
    /// press reaching its duration, a tap timing out), or nil. The host should arrange to call
    /// `advance(to:)` at that time (a timer), then draw if `needsFrame`.
    public var nextGestureDeadline: Double? {
        // Scheduled work (a caret's blink) wakes the host the same way.
        guard let timer = timers.next else { return inputRouter.deadline }
        return min(inputRouter.deadline ?? timer, timer)
    }

    /// True while a touch, pinch or rotation is under way (its gestures still deciding or running): what
    /// moves on screen may move again next frame, so a renderer may paint it more cheaply until it ends.
    public var hasGestureInProgress: Bool { inputRouter.hasOpenArena }

    /// A press outside the text view being edited ends editing, as a click elsewhere does on a desktop.
    private func endTextEditing(unlessPressing location: CGPoint) {
        guard let focused = focus.focused, focused[FocusTarget.self]?.textInput != nil else { return }
        let path = HitTester.path(in: root, at: location)
        let inside = path.contains { step in
            step.node is KeepsTextFocusNode || (step.node.owner.map { focus.isInside($0, focused) } ?? false)
        }
        if !inside { focus.focus(nil, in: self) }
    }

    /// Moves the clock to the event's time; nothing is laid out, so the event meets the last frame.
    private func prepareForInput(at eventTime: Double) {
        if eventTime.isFinite, eventTime > time { advance(to: eventTime) }
        // What the last event registered for undo is one group (Apple closes it as the run loop turns).
        environment.undoManager?.closeAutomaticGroup()
    }
}
