import CGtk
import FinchCore
import Foundation

/// The desktop's clipboard through GDK: text fields copy to it and paste from it, `UIPasteboard.general`
/// and the copy and paste commands use it, so text, URLs and images move to and from every other program.
///
/// One per process (`shared(for:)`, installed as `Clipboards.system`), so every window and the pasteboard
/// see one content and one change count. Writing is at once: this process's own content is kept as
/// written and offered to GDK in MIME types (`GTKClipboardOffer`). Reading another program's clipboard is
/// asynchronous (GDK asks its owner and answers from the main loop), so when GDK says the clipboard
/// changed, the types offered are known at once and the text, URLs and image are read ahead
/// (`GTKClipboardReadAhead`); `content` has each once it arrives, and `readContent` waits for them.
/// Text GDK hands back is repaired (invalid UTF-8 becomes U+FFFD), so bad bytes cannot make a paste fail.
@MainActor
final class GTKClipboard: Clipboard {
    let clipboard: OpaquePointer
    private(set) var content = ClipboardContent.empty
    private(set) var offeredTypes: [String] = []
    private(set) var changeCount = 0
    /// Another program's content as it arrives, for the change it belongs to.
    private var readAhead: GTKClipboardReadAhead?
    private var waiting: [@MainActor (ClipboardContent) -> Void] = []

    /// The process's clipboard for `widget`'s display: made once and installed as `Clipboards.system`.
    static func shared(for widget: UnsafeMutablePointer<GtkWidget>) -> GTKClipboard? {
        if let existing = Clipboards.system as? GTKClipboard { return existing }
        guard let made = GTKClipboard(widget: widget) else { return nil }
        Clipboards.system = made
        return made
    }

    /// The clipboard of `widget`'s display; nil when GDK has none. Lives as long as the process (the
    /// `changed` handler holds it).
    private init?(widget: UnsafeMutablePointer<GtkWidget>) {
        guard let clipboard = gtk_widget_get_clipboard(widget) else { return nil }
        self.clipboard = clipboard
        let context = Unmanaged.passRetained(self).toOpaque()
        finch_g_signal_connect(
            UnsafeMutableRawPointer(clipboard), "changed", unsafeBitCast(onChanged, to: GCallback.self), context)
        // Whatever another program left before this one started.
        if gdk_clipboard_is_local(clipboard) == 0 { changed() }
    }

    func setText(_ text: String) {
        setContent(ClipboardContent(text: text))
    }

    func setContent(_ content: ClipboardContent) {
        readAhead = nil
        self.content = content
        offeredTypes = content.types
        changeCount += 1
        let provider = GTKClipboardOffer.provider(for: content)
        gdk_clipboard_set_content(clipboard, provider)
        if let provider { g_object_unref(UnsafeMutableRawPointer(provider)) }
        finishWaiting()
    }

    func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        let box = Unmanaged.passRetained(ReadRequest(completion)).toOpaque()
        gdk_clipboard_read_text_async(clipboard, nil, onTextRead, box)
    }

    func readContent(_ completion: @escaping @MainActor (ClipboardContent) -> Void) {
        waiting.append(completion)
        finishWaiting()
    }

    /// GDK says the clipboard changed. This process's own writes are known already; another program's
    /// are read ahead.
    fileprivate func changed() {
        guard gdk_clipboard_is_local(clipboard) == 0 else { return }
        changeCount += 1
        content = .empty
        let mimeTypes = Self.mimeTypes(of: clipboard)
        offeredTypes = GTKClipboardReadAhead.types(offeredAs: mimeTypes)
        let read = GTKClipboardReadAhead(clipboard: clipboard, mimeTypes: mimeTypes)
        readAhead = read
        read.start { [weak self, weak read] in
            guard let self, let read, self.readAhead === read else { return }
            self.content = read.content
            self.finishWaiting()
        }
        finishWaiting()
    }

    /// Answers the `readContent` calls waiting, once no read ahead is still on its way.
    private func finishWaiting() {
        guard readAhead?.isFinished ?? true, !waiting.isEmpty else { return }
        let answered = waiting
        waiting = []
        for completion in answered { completion(content) }
    }

    private static func mimeTypes(of clipboard: OpaquePointer) -> [String] {
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return [] }
        var count: gsize = 0
        guard let list = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }

    /// A paste waiting for its text (kept alive by the pending call).
    final class ReadRequest {
        let completion: @MainActor (String?) -> Void
        init(_ completion: @escaping @MainActor (String?) -> Void) { self.completion = completion }
    }
}

/// The `changed` signal: `void (GdkClipboard *clipboard, gpointer data)`, on the main loop.
private let onChanged: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
    guard let data else { return }
    let clipboard = Unmanaged<GTKClipboard>.fromOpaque(data).takeUnretainedValue()
    GTKCallback.onMainActor(clipboard) { $0.changed() }
}

/// `GAsyncReadyCallback`: `void (GObject *source, GAsyncResult *result, gpointer data)`, on the main loop.
private let onTextRead: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
    source, result, data in
    guard let data else { return }
    let request = Unmanaged<GTKClipboard.ReadRequest>.fromOpaque(data).takeRetainedValue()
    GTKCallback.onMainActor((source, result), request) { arguments, pending in
        let (source, result) = arguments
        pending.completion(GTKClipboardReadAhead.finishTextRead(source: source, result: result))
    }
}
