import Foundation

/// Drag and drop inside a window and with the platform.
///
/// A drag starts on an `onDrag` view (`DragSourceRecognizer`); unless the host takes it
/// (`DragSessionHost`), the graph runs it from the pointer: the preview follows, the views under it that
/// take one of its types are targeted (innermost first), and releasing drops. Another program's drag, and
/// this window's drag while the host carries it, come in through the entry points below.
extension ViewGraph {
    /// What the platform does with drags that start in this window (held weakly: the host owns the graph).
    public var dragSessionHost: (any DragSessionHost)? {
        get { dragAndDrop.host }
        set { dragAndDrop.host = newValue }
    }

    /// A drag from another program came over the window offering `types` (UTType identifiers, preferred
    /// first). `items` is called once, at the drop, for the providers (their loads read the platform's data).
    public func dragEntered(offering types: [String], items: @escaping @MainActor () -> [NSItemProvider]) {
        // This window's own drag is not entered again (the host tells its own drags apart).
        if let session = dragAndDrop.session, session.driver != .outside, session.isDragging { return }
        endSession()
        dragAndDrop.session = DragSession(
            items: DragItems(offering: types, make: items), driver: .outside, preview: nil, location: .zero)
    }

    /// The drag in progress (another program's, or this window's own that the host carries) is at
    /// `location`: targets update (`isTargeted`, `DropDelegate.dropEntered/dropUpdated/dropExited`).
    /// Returns what the view under it would do: `.cancel` when no view there accepts, `.forbidden` when
    /// one does but refuses this drag.
    @discardableResult
    public func dragMoved(to location: CGPoint) -> DropOperation {
        guard let session = dragAndDrop.session, session.isDragging else { return .cancel }
        session.location = location
        return updateDropTarget(of: session)
    }

    /// Another program's drag now offers `types`: the host learned more while it hovers (a file list's
    /// files, whose types their extensions name, where `dragEntered` knew only a URL list). Delegates are
    /// asked `validateDrop` again, and once the drag has a location the target is found again there.
    /// Returns what a drop there would do now (`.cancel` before any location or where no view takes it).
    @discardableResult
    public func dragOfferChanged(to types: [String]) -> DropOperation {
        guard let session = dragAndDrop.session, session.driver == .outside, session.isDragging else { return .cancel }
        session.items.offer(types)
        session.validated.removeAll()
        guard session.located else { return .cancel }
        return updateDropTarget(of: session)
    }

    /// The drag left the window: every target is exited. An outside drag is forgotten; this window's own
    /// drag goes on (it may come back) until `dragEnded`.
    public func dragExited() {
        guard let session = dragAndDrop.session, session.isDragging else { return }
        exitDropTarget(of: session)
        if session.driver == .outside { dragAndDrop.session = nil }
    }

    /// Drops at `location`: true when a view took it (its perform action ran and started its loads).
    @discardableResult
    public func drop(at location: CGPoint) -> Bool {
        guard let session = dragAndDrop.session, session.isDragging else { return false }
        session.location = location
        let taken = performDrop(of: session)
        if session.driver == .outside { dragAndDrop.session = nil }
        return taken
    }

    /// A drag of this window's that the host carried has ended with `operation` (`.cancel` when nothing
    /// took it, `.copy`/`.move` when a target in any program did).
    public func dragEnded(_ operation: DropOperation) {
        guard let session = dragAndDrop.session, session.driver == .host else { return }
        exitDropTarget(of: session)
        dragAndDrop.session = nil
    }

    // MARK: This window's drags

    /// Starts a drag from `source`, held at `hotSpot` (its own points), by the pointer at `location`.
    func beginDrag(from source: DragSource, pointerID: Int, at location: CGPoint, heldAt hotSpot: CGPoint) {
        endSession()
        let provider = source.data()
        let preview = source.makePreview(heldAt: hotSpot)
        let items = DragItems(providers: [provider])
        // The session (or the host) has the pointer from now on: its gestures are cancelled.
        inputRouter.cancelAfterDelivery(.pointer(pointerID))
        if let host = dragAndDrop.host, host.beginDrag(items: [provider], preview: preview, at: location) {
            dragAndDrop.session = DragSession(items: items, driver: .host, preview: preview, location: location)
            return
        }
        let session = DragSession(items: items, driver: .pointer(pointerID), preview: preview, location: location)
        dragAndDrop.session = session
        updateDropTarget(of: session)
        setNeedsDisplay()
    }

    /// Takes a pointer event that belongs to the drag in progress; false for any other.
    func handleDragPointer(_ event: PointerEvent) -> Bool {
        // Other buttons of the mouse that drags (a right click meanwhile) do not drop it.
        guard event.phase != .began, event.button == .primary, let session = dragAndDrop.session,
            session.isDragging, session.driver == .pointer(event.pointerID)
        else { return false }
        session.location = event.location
        switch event.phase {
        case .began, .moved:
            updateDropTarget(of: session)
        case .ended:
            if performDrop(of: session) { dragAndDrop.session = nil } else { returnPreview(of: session) }
        case .cancelled:
            exitDropTarget(of: session)
            returnPreview(of: session)
        }
        setNeedsDisplay()
        return true
    }

    /// Escape while this window's drag moves with the pointer: the drag is cancelled and its preview returns.
    func cancelPointerDrag() -> Bool {
        guard let session = dragAndDrop.session, session.isDragging, case .pointer = session.driver else {
            return false
        }
        exitDropTarget(of: session)
        returnPreview(of: session)
        setNeedsDisplay()
        return true
    }

    /// The preview to draw over everything at the graph's time (called while the display list is made).
    var dragPreviewItem: DisplayItem? { dragAndDrop.previewItem(at: time) }

    // MARK: Targets

    private func returnPreview(of session: DragSession) {
        session.returning = (session.location, time)
    }

    /// Ends any drag in progress at once (its targets exited).
    private func endSession() {
        if let session = dragAndDrop.session { exitDropTarget(of: session) }
        dragAndDrop.session = nil
    }

    /// Moves the drag's target to the innermost view under it that takes it; returns what a drop would do.
    @discardableResult
    private func updateDropTarget(of session: DragSession) -> DropOperation {
        let found = DropTargetSearch.find(at: session.location, in: root, for: session)
        if found?.target !== session.target {
            exitDropTarget(of: session)
            if let found {
                session.target = found.target
                session.targetLocation = found.location
                found.target.enter(DropInfo(location: found.location, items: session.items, isPerforming: false))
            }
        }
        guard let found else { return .cancel }
        session.targetLocation = found.location
        return found.target.update(DropInfo(location: found.location, items: session.items, isPerforming: false))
    }

    private func exitDropTarget(of session: DragSession) {
        guard let target = session.target else { return }
        session.target = nil
        target.exit(DropInfo(location: session.targetLocation, items: session.items, isPerforming: false))
    }

    /// Drops on the target under the drag, if any: its action runs when its proposal moves data.
    private func performDrop(of session: DragSession) -> Bool {
        let operation = updateDropTarget(of: session)
        guard let target = session.target else { return false }
        let info = DropInfo(location: session.targetLocation, items: session.items, isPerforming: true)
        let taken = operation.takesData && target.perform(info)
        exitDropTarget(of: session)
        session.validated.removeAll()
        return taken
    }
}
