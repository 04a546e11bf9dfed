import CGtk
import FinchCairo
import FinchCore
import Foundation

/// Carries a drag that began in the window (`onDrag`, `draggable`) through GDK, so it can end in any
/// program: the graph calls `beginDrag`, and this starts a `GdkDrag` with `gdk_drag_begin` from the
/// window's surface and the pointer that pressed. Started from the graph's own gesture rather than a
/// `GtkDragSource`, since the graph decides when a drag begins (threshold, touch hold); the window's
/// `GtkGestureDrag` never sees the release, so it is reset here.
///
/// - Content: the first item's registered types, offered as MIME types (`DesktopDropFormats.dragFormats`:
///   text, a URL as `text/uri-list`, image bytes). GDK needs the bytes when another program asks, and an
///   item provider hands them only asynchronously, so they are loaded first (bounded in bytes and time)
///   and the GDK drag starts when they are in: a few milliseconds for data in memory. A release of the
///   button before then cancels the drag.
/// - Icon: the preview's display list painted by the window's `CairoRenderer` into pixels, a little
///   transparent, as a `GdkMemoryTexture`, held at the preview's hot spot.
/// - End: the drag's `dnd-finished` (a target took it: its action) or `cancel` becomes
///   `dragEnded(_:)`, once; then `gdk_drag_drop_done`.
@MainActor
final class GTKDragSource: DragSessionHost {
    /// One drag, from `beginDrag` until it ends; the GdkDrag's signals hold it.
    @MainActor
    final class Session {
        weak var source: GTKDragSource?
        var drag: OpaquePointer?
        var ended = false
        init(source: GTKDragSource) { self.source = source }

        /// The GdkDrag's end: the source hears it, or (its window gone) the drag is only let go.
        fileprivate func gdkEnded(_ operation: DropOperation) {
            if let source { source.end(self, operation) } else { GTKDragSource.release(self, operation) }
        }
    }

    /// The most bytes a dragged item may offer (64 MiB), and how long its data may take to load.
    static let maximumBytes = 1 << 26
    static let loadTimeout: Double = 2
    /// The icon's opacity: the preview is lifted off the window, slightly transparent.
    static let iconOpacity = 0.85

    private weak var window: GTKWindow?
    private var session: Session?

    init(window: GTKWindow) {
        self.window = window
    }

    func beginDrag(items: [NSItemProvider], preview: DragPreview, at location: CGPoint) -> Bool {
        guard let window, session == nil, let item = items.first else { return false }
        let formats = DesktopDropFormats.dragFormats(forTypeIdentifiers: item.registeredTypeIdentifiers)
        guard !formats.isEmpty else { return false }
        let session = Session(source: self)
        self.session = session
        let icon = Self.texture(preview, renderer: window.renderer)
        let offset = CGPoint(
            x: location.x - window.input.pointerLocation.x, y: location.y - window.input.pointerLocation.y)
        Task { @MainActor [weak self] in
            let content = await Self.load(formats, of: item)
            self?.start(session, content: content, icon: icon, hotSpot: preview.hotSpot, offset: offset)
            if let icon { g_object_unref(UnsafeMutableRawPointer(icon)) }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.loadTimeout) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, session.drag == nil else { return }
                self.end(session, .cancel)
            }
        }
        return true
    }

    /// The item's data came in: the GDK drag begins, unless the drag is over already (timed out, the
    /// button released, nothing loaded).
    private func start(
        _ session: Session, content: [(DesktopDragFormat, Data)], icon: OpaquePointer?, hotSpot: CGPoint,
        offset: CGPoint
    ) {
        guard let window, self.session === session, !session.ended else { return }
        guard window.input.pointerDown, !content.isEmpty, let native = gtk_widget_get_native(window.area),
            let surface = gtk_native_get_surface(native), let device = window.pointerDevice
        else { return end(session, .cancel) }
        // Each provider takes its own reference on the bytes; the union takes the providers (it copies the
        // list).
        var list = content.map { format, data in
            format.encode(data).withUnsafeBytes { raw in
                let bytes = g_bytes_new(raw.baseAddress, gsize(raw.count))
                defer { g_bytes_unref(bytes) }
                return gdk_content_provider_new_for_bytes(format.mimeType, bytes)
            }
        }
        let provider = list.withUnsafeMutableBufferPointer {
            gdk_content_provider_new_union($0.baseAddress, gsize($0.count))
        }
        let actions = GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        let drag = gdk_drag_begin(surface, device, provider, actions, Double(offset.x), Double(offset.y))
        g_object_unref(UnsafeMutableRawPointer(provider))
        guard let drag else { return end(session, .cancel) }
        session.drag = drag
        if let icon {
            gtk_drag_icon_set_from_paintable(
                drag, icon, Int32(hotSpot.x.rounded()), Int32(hotSpot.y.rounded()))
        }
        let context = Unmanaged.passRetained(session).toOpaque()
        let object = UnsafeMutableRawPointer(drag)
        finch_g_signal_connect(object, "dnd-finished", unsafeBitCast(onFinished, to: GCallback.self), context)
        finch_g_signal_connect(object, "cancel", unsafeBitCast(onCancelled, to: GCallback.self), context)
        window.resetPointerGesture()
    }

    /// The drag is over: the graph hears it once; the GdkDrag is told and let go.
    fileprivate func end(_ session: Session, _ operation: DropOperation) {
        guard !session.ended else { return }
        if self.session === session { self.session = nil }
        Self.release(session, operation)
        guard let window else { return }
        window.graph.dragEnded(operation)
        window.afterInput()
    }

    /// Marks the session ended and lets go of its GdkDrag (telling GDK whether a target took it).
    fileprivate static func release(_ session: Session, _ operation: DropOperation) {
        guard !session.ended else { return }
        session.ended = true
        guard let drag = session.drag else { return }
        session.drag = nil
        g_signal_handlers_disconnect_matched(
            UnsafeMutableRawPointer(drag), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
            Unmanaged.passUnretained(session).toOpaque())
        gdk_drag_drop_done(drag, operation == .cancel ? 0 : 1)
        g_object_unref(UnsafeMutableRawPointer(drag))
        // The reference the signal connections held.
        Unmanaged.passUnretained(session).release()
    }

    // MARK: Content and icon

    /// The item's data for each format (each type loaded once), leaving out what failed or is too large.
    private static func load(_ formats: [DesktopDragFormat], of item: NSItemProvider) async -> [(
        DesktopDragFormat, Data
    )] {
        var loaded: [String: Data] = [:]
        var total = 0
        for type in formats.map(\.typeIdentifier) where loaded[type] == nil {
            guard let data = await loadData(item, type), total + data.count <= maximumBytes else { continue }
            total += data.count
            loaded[type] = data
        }
        return formats.compactMap { format in loaded[format.typeIdentifier].map { (format, $0) } }
    }

    private static func loadData(_ item: NSItemProvider, _ type: String) async -> Data? {
        await withCheckedContinuation { continuation in
            item.loadDataRepresentation(forTypeIdentifier: type) { data, _ in continuation.resume(returning: data) }
        }
    }

    /// The preview as a texture (one pixel per point, the size the icon shows at), slightly transparent.
    private static func texture(_ preview: DragPreview, renderer: CairoRenderer) -> OpaquePointer? {
        guard let pixels = renderer.premultipliedPixels(for: preview.displayList, size: preview.size, scale: 1) else {
            return nil
        }
        var bytes = [UInt8](pixels.bytes)
        for index in bytes.indices { bytes[index] = UInt8(Double(bytes[index]) * iconOpacity) }
        let buffer = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(buffer) }
        // Cairo's ARGB32 is B, G, R, A in memory on a little-endian machine (GDK_MEMORY_DEFAULT there).
        return gdk_memory_texture_new(
            Int32(pixels.width), Int32(pixels.height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, buffer, gsize(pixels.stride))
    }
}

private func session(_ context: gpointer?) -> GTKDragSource.Session {
    Unmanaged<GTKDragSource.Session>.fromOpaque(context!).takeUnretainedValue()
}

/// `dnd-finished`: a target took the drop; the action it chose says copy or move.
private let onFinished: @convention(c) (OpaquePointer?, gpointer?) -> Void = { drag, context in
    GTKCallback.onMainActor(drag, context) { drag, context in
        let action = drag.map { gdk_drag_get_selected_action($0).rawValue } ?? 0
        session(context).gdkEnded(action & GDK_ACTION_MOVE.rawValue != 0 ? .move : .copy)
    }
}

private let onCancelled: @convention(c) (OpaquePointer?, GdkDragCancelReason, gpointer?) -> Void = { _, _, context in
    GTKCallback.onMainActor(context) { context in session(context).gdkEnded(.cancel) }
}
