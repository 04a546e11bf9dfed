import CGtk
import FinchCore
import Foundation

/// Drops from other programs (and this window's own drags that GTK carries) onto the window's drawing
/// area, through one `GtkDropTargetAsync` asking for `DesktopDropFormats.requestedMIMETypes`.
///
/// - `drag-enter`: an outside drag offers its formats' type identifiers to the graph (`dragEntered`).
///   GTK 4.8 on X11 reports (0, 0) here, so targeting waits for the first `drag-motion`.
/// - `drag-motion`: the graph hit-tests (`dragMoved(to:)`); its operation becomes the GDK action, 0
///   where no view accepts (GTK then refuses the drop there).
/// - `drag-leave`: `dragExited()`, except while a drop's data is being read.
/// - `drop`: for this window's own drag the graph already holds the items: `drop(at:)` at once. For an
///   outside one the data is read first (`GTKDropRead`, asynchronous and bounded), parsed into items
///   (`DesktopDropFormats`), and then `drop(at:)` hands their providers to the view; the drop is
///   finished once, after the read, with 0 when nothing took it. Reading before the view's action
///   runs is a choice: how many items a URI list holds is known only once it is read, and a drop must
///   be finished after its reads, which a view that never loads would otherwise leave open.
@MainActor
final class GTKDropTarget {
    private weak var window: GTKWindow?
    /// The providers of the outside drop being delivered, handed to the graph when it asks.
    private var deliveredItems: [NSItemProvider] = []
    /// The outside drop whose data is being read; a later drag entering cancels it (the later wins).
    private var pendingRead: GTKDropRead?
    /// Counts outside drops read, so a cancelled read's late completion is told from the current one's.
    private var readSerial = 0
    /// The operation the graph gave at the last motion.
    private var lastOperation = DropOperation.forbidden
    /// The hovering drag's URI list being read to learn its files' types (as `GtkDropTarget:preload`).
    private var hoverRead: GTKDropRead?
    private var hoverSerial = 0
    /// The URI list read while the drag hovered, and the drop it came from: the drop uses it.
    private var preloaded: (drop: OpaquePointer, data: Data)?

    init(window: GTKWindow) {
        self.window = window
    }

    /// Adds the drop target to `area` (which owns it) with the signals connected to this object, which
    /// the window keeps as long as the area lives.
    func install(on area: UnsafeMutablePointer<GtkWidget>) {
        let builder = gdk_content_formats_builder_new()
        for mimeType in DesktopDropFormats.requestedMIMETypes {
            gdk_content_formats_builder_add_mime_type(builder, mimeType)
        }
        let formats = gdk_content_formats_builder_free_to_formats(builder)
        let actions = GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        // The target takes the formats.
        guard let target = gtk_drop_target_async_new(formats, actions) else { return }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let object = UnsafeMutableRawPointer(target)
        finch_g_signal_connect(object, "drag-enter", unsafeBitCast(onDragEnter, to: GCallback.self), context)
        finch_g_signal_connect(object, "drag-motion", unsafeBitCast(onDragMotion, to: GCallback.self), context)
        finch_g_signal_connect(object, "drag-leave", unsafeBitCast(onDragLeave, to: GCallback.self), context)
        finch_g_signal_connect(object, "drop", unsafeBitCast(onDrop, to: GCallback.self), context)
        gtk_widget_add_controller(area, finch_gtk_event_controller(object))
    }

    /// Cancels a read in progress (the window closed).
    func tearDown() {
        pendingRead?.cancel()
        stopHoverRead()
    }

    fileprivate func entered(_ drop: OpaquePointer) -> GdkDragAction {
        guard let window, !Self.isOwn(drop) else { return GdkDragAction(0) }
        if let pendingRead {
            self.pendingRead = nil
            pendingRead.cancel()
        }
        stopHoverRead()
        let mimeTypes = Self.mimeTypes(of: drop)
        let types = DesktopDropFormats.typeIdentifiers(offeredAs: mimeTypes)
        window.graph.dragEntered(offering: types) { [weak self] in self?.deliveredItems ?? [] }
        if mimeTypes.contains(where: { $0.lowercased() == "text/uri-list" }) { startHoverRead(drop, mimeTypes) }
        window.afterInput()
        return GdkDragAction(0)
    }

    /// Reads the hovering drag's URI list (bounded like any drop read), then offers its files' types, so
    /// a view taking only images takes a PNG file while it hovers, not only at the drop.
    private func startHoverRead(_ drop: OpaquePointer, _ mimeTypes: [String]) {
        hoverSerial += 1
        let serial = hoverSerial
        hoverRead = GTKDropRead.start(drop, mimeTypes: ["text/uri-list"]) { [weak self] result in
            guard let self, serial == self.hoverSerial, self.hoverRead != nil else { return }
            self.hoverRead = nil
            guard case .success(let read) = result, let window = self.window else { return }
            self.preloaded = (drop, read.data)
            let types = DesktopDropFormats.typeIdentifiers(offeredAs: mimeTypes, uriList: read.data)
            self.lastOperation = window.graph.dragOfferChanged(to: types)
            // GTK asks again only when the pointer moves: tell it now what a drop here would do.
            let action = Self.action(for: self.lastOperation)
            gdk_drop_status(drop, action, action)
            window.afterInput()
        }
    }

    private func stopHoverRead() {
        hoverSerial += 1
        hoverRead?.cancel()
        hoverRead = nil
        preloaded = nil
    }

    fileprivate func moved(to location: CGPoint) -> GdkDragAction {
        guard let window, pendingRead == nil else { return GdkDragAction(0) }
        lastOperation = window.graph.dragMoved(to: location)
        window.afterInput()
        return Self.action(for: lastOperation)
    }

    fileprivate func left() {
        guard let window, pendingRead == nil else { return }
        stopHoverRead()
        window.graph.dragExited()
        window.afterInput()
    }

    fileprivate func dropped(_ drop: OpaquePointer, at location: CGPoint) -> Bool {
        guard let window else { return false }
        let operation = window.graph.dragMoved(to: location)
        guard operation == .copy || operation == .move else {
            window.graph.dragExited()
            gdk_drop_finish(drop, GdkDragAction(0))
            window.afterInput()
            return false
        }
        if Self.isOwn(drop) {
            let taken = window.graph.drop(at: location)
            gdk_drop_finish(drop, taken ? Self.action(for: operation) : GdkDragAction(0))
            window.afterInput()
            return taken
        }
        let offered = Set(Self.mimeTypes(of: drop).map { $0.lowercased() })
        let wanted = DesktopDropFormats.requestedMIMETypes.filter { offered.contains($0) }
        let hovered = preloaded
        stopHoverRead()
        readSerial += 1
        let serial = readSerial
        // The URI list read while hovering is the drop's data: it is not asked for twice.
        if let hovered, hovered.drop == drop, wanted.first == "text/uri-list" {
            pendingRead = nil
            deliver(.success(("text/uri-list", hovered.data)), of: drop, at: location, operation: operation)
            return true
        }
        // GDK finishes the drop after the read (below); the drop reference is the read's.
        pendingRead = GTKDropRead.start(drop, mimeTypes: wanted) { [weak self] result in
            self?.read(result, of: drop, serial: serial, at: location, operation: operation)
        }
        return true
    }

    /// The outside drop's data arrived (or did not): its items go to the view under `location`.
    private func read(
        _ result: Result<(mimeType: String, data: Data), GTKDropRead.Failure>, of drop: OpaquePointer,
        serial: Int, at location: CGPoint, operation: DropOperation
    ) {
        // A later drag took over (its enter cancelled this read): this drop is only finished.
        let current = serial == readSerial && pendingRead != nil
        if current {
            pendingRead = nil
            deliver(result, of: drop, at: location, operation: operation)
        } else {
            gdk_drop_finish(drop, GdkDragAction(0))
        }
    }

    /// Parses the drop's data into items, hands them to the view under `location`, and finishes the drop.
    private func deliver(
        _ result: Result<(mimeType: String, data: Data), GTKDropRead.Failure>, of drop: OpaquePointer,
        at location: CGPoint, operation: DropOperation
    ) {
        var taken = false
        if let window {
            switch result.flatMap({ read in
                Result { try DesktopDropFormats.items(from: read.data, mimeType: read.mimeType) }
                    .mapError { GTKDropRead.Failure.gdk("\($0)") }
            })
            {
            case .success(let items):
                deliveredItems = items.map { $0.itemProvider() }
                taken = window.graph.drop(at: location)
                deliveredItems = []
            case .failure(let failure):
                FileHandle.standardError.write(Data("finch: a drop could not be read: \(failure)\n".utf8))
                window.graph.dragExited()
            }
            window.afterInput()
        }
        gdk_drop_finish(drop, taken ? Self.action(for: operation) : GdkDragAction(0))
    }

    // MARK: Helpers

    /// A drop from a drag this process started: GDK hands the drag itself, nothing is serialised.
    static func isOwn(_ drop: OpaquePointer) -> Bool {
        gdk_drop_get_drag(drop) != nil
    }

    static func action(for operation: DropOperation) -> GdkDragAction {
        switch operation {
        case .copy: return GDK_ACTION_COPY
        case .move: return GDK_ACTION_MOVE
        case .cancel, .forbidden: return GdkDragAction(0)
        }
    }

    /// The MIME types the drop offers.
    private static func mimeTypes(of drop: OpaquePointer) -> [String] {
        guard let formats = gdk_drop_get_formats(drop) else { return [] }
        var count: gsize = 0
        guard let list = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }
}

// GTK calls these on the main loop, which runs on the main actor; each has its signal's C signature
// (the controller first, the user data last).

private func target(_ context: gpointer?) -> GTKDropTarget {
    Unmanaged<GTKDropTarget>.fromOpaque(context!).takeUnretainedValue()
}

private let onDragEnter: @convention(c) (OpaquePointer?, OpaquePointer?, Double, Double, gpointer?) -> GdkDragAction = {
    _, drop, _, _, context in
    guard let drop else { return GdkDragAction(0) }
    return GTKCallback.onMainActor(drop, context) { drop, context in target(context).entered(drop) }
}

private let onDragMotion: @convention(c) (OpaquePointer?, OpaquePointer?, Double, Double, gpointer?) -> GdkDragAction =
    {
        _, _, x, y, context in
        GTKCallback.onMainActor(context) { context in target(context).moved(to: CGPoint(x: x, y: y)) }
    }

private let onDragLeave: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, context in
    GTKCallback.onMainActor(context) { context in target(context).left() }
}

private let onDrop: @convention(c) (OpaquePointer?, OpaquePointer?, Double, Double, gpointer?) -> gboolean = {
    _, drop, x, y, context in
    guard let drop else { return 0 }
    return GTKCallback.onMainActor(drop, context) { drop, context in
        target(context).dropped(drop, at: CGPoint(x: x, y: y)) ? 1 : 0
    }
}
