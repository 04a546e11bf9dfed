import CGtk
import FinchCore
import Foundation

/// The desktop's clipboard through GDK (`gtk_widget_get_clipboard`): text fields copy to it and paste
/// from it, so text moves to and from every other program.
///
/// Reading is asynchronous: GDK asks the program that owns the clipboard and answers from the main loop.
/// The text GDK hands back is read as bytes and repaired (invalid UTF-8 becomes U+FFFD), so a program
/// that puts bad bytes there cannot make a paste fail.
@MainActor
final class GTKClipboard: Clipboard {
    private let clipboard: OpaquePointer

    /// The clipboard of `widget`'s display; nil when GDK has none.
    init?(widget: UnsafeMutablePointer<GtkWidget>) {
        guard let clipboard = gtk_widget_get_clipboard(widget) else { return nil }
        self.clipboard = clipboard
    }

    func setText(_ text: String) {
        gdk_clipboard_set_text(clipboard, text)
    }

    func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        let box = Unmanaged.passRetained(ReadRequest(completion)).toOpaque()
        gdk_clipboard_read_text_async(clipboard, nil, onTextRead, box)
    }

    /// A paste waiting for its text (kept alive by the pending call).
    final class ReadRequest {
        let completion: @MainActor (String?) -> Void
        init(_ completion: @escaping @MainActor (String?) -> Void) { self.completion = completion }
    }
}

/// `GAsyncReadyCallback`: `void (GObject *source, GAsyncResult *result, gpointer data)`, on the main loop.
private let onTextRead: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
    source, result, data in
    guard let data else { return }
    let request = Unmanaged<GTKClipboard.ReadRequest>.fromOpaque(data).takeRetainedValue()
    GTKCallback.onMainActor((source, result), request) { arguments, pending in
        let (source, result) = arguments
        var error: UnsafeMutablePointer<GError>?
        let clipboard = source.map { OpaquePointer($0) }
        let text = clipboard.flatMap { gdk_clipboard_read_text_finish($0, result, &error) }
        if let error { g_error_free(error) }
        let string = text.map { pointer -> String in
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            return LocalClipboard.decode(Array(bytes))
        }
        g_free(text)
        pending.completion(string)
    }
}
