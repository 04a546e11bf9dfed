import CGtk
import FinchCore
import Foundation

/// Another program's clipboard, read ahead when GDK says it changed: its text, its `text/uri-list` and
/// one image (its own bytes, PNG preferred), each as it arrives from the main loop.
///
/// What was read becomes one item (text, first URL, image), and one more item per further URL, as
/// `UIPasteboard` reads a copied list of files. Reads past a size limit are dropped, so a program
/// offering a gigabyte cannot fill memory.
@MainActor
final class GTKClipboardReadAhead {
    private let clipboard: OpaquePointer
    private let mimeTypes: [String]
    private var pending = 0
    private var text: String?
    private var urls: [URL] = []
    private var image: ClipboardContent.Representation?
    private var progress: (@MainActor () -> Void)?

    /// Image types in the order Finch takes them when a program offers several.
    private static let imageMIMETypes = [
        "image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp", "image/tiff",
    ]
    private static let uriListMIMEType = "text/uri-list"
    /// X11's names for text (GDK reports them beside the MIME types).
    private static let textTargets: Set<String> = ["UTF8_STRING", "STRING", "TEXT", "COMPOUND_TEXT"]
    private static let maximumImageBytes = 128 << 20
    private static let maximumURIListBytes = 16 << 20

    init(clipboard: OpaquePointer, mimeTypes: [String]) {
        self.clipboard = clipboard
        self.mimeTypes = mimeTypes
    }

    /// Whether every read started has answered.
    var isFinished: Bool { pending == 0 }

    /// The type identifiers a program offering `mimeTypes` has, as far as Finch reads them.
    static func types(offeredAs mimeTypes: [String]) -> [String] {
        var types: [String] = []
        if mimeTypes.contains(where: isText) { types.append(ClipboardContent.textType) }
        if mimeTypes.contains(uriListMIMEType) { types.append(ClipboardContent.urlType) }
        if let image = imageMIMEType(in: mimeTypes), let type = UTType(mimeType: image) {
            types.append(type.identifier)
        }
        return types
    }

    private static func isText(_ mimeType: String) -> Bool {
        mimeType.lowercased().hasPrefix("text/plain") || textTargets.contains(mimeType)
    }

    private static func imageMIMEType(in mimeTypes: [String]) -> String? {
        imageMIMETypes.first(where: mimeTypes.contains)
            ?? mimeTypes.first { $0.hasPrefix("image/") && UTType(mimeType: $0)?.conforms(to: .image) == true }
    }

    /// The content read so far.
    var content: ClipboardContent {
        var first: [ClipboardContent.Representation] = []
        if let text { first.append(.init(type: ClipboardContent.textType, data: Data(text.utf8))) }
        var urlItems = urls.map(Self.representations)
        if !urlItems.isEmpty { first += urlItems.removeFirst() }
        if let image { first.append(image) }
        return ClipboardContent(items: [ClipboardContent.Item(first)] + urlItems.map(ClipboardContent.Item.init))
    }

    private static func representations(of url: URL) -> [ClipboardContent.Representation] {
        let data = Data(url.absoluteString.utf8)
        let types = url.isFileURL ? ["public.file-url", ClipboardContent.urlType] : [ClipboardContent.urlType]
        return types.map { ClipboardContent.Representation(type: $0, data: data) }
    }

    /// Starts the reads; `progress` runs after each answers.
    func start(_ progress: @escaping @MainActor () -> Void) {
        self.progress = progress
        if mimeTypes.contains(where: Self.isText) {
            pending += 1
            let context = Unmanaged.passRetained(self).toOpaque()
            gdk_clipboard_read_text_async(clipboard, nil, onReadAheadText, context)
        }
        if mimeTypes.contains(Self.uriListMIMEType) {
            read(Self.uriListMIMEType, limit: Self.maximumURIListBytes) { reader, data in
                reader.urls = Self.urls(in: data)
            }
        }
        if let image = Self.imageMIMEType(in: mimeTypes), let type = UTType(mimeType: image) {
            read(image, limit: Self.maximumImageBytes) { reader, data in
                reader.image = .init(type: type.identifier, data: data)
            }
        }
    }

    /// The URLs of a `text/uri-list`: one a line, comment lines skipped.
    static func urls(in data: Data) -> [URL] {
        String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .compactMap { line in URL(string: line).flatMap { $0.scheme == nil ? nil : $0 } }
    }

    private func read(
        _ mimeType: String, limit: Int, then store: @escaping @MainActor (GTKClipboardReadAhead, Data) -> Void
    ) {
        pending += 1
        let request = GTKClipboardStreamRead(limit: limit) { [self] data in
            if let data { store(self, data) }
            self.answered()
        }
        request.start(clipboard: clipboard, mimeType: mimeType)
    }

    fileprivate func textArrived(_ text: String?) {
        self.text = text
        answered()
    }

    private func answered() {
        pending -= 1
        progress?()
    }

    /// Finishes `gdk_clipboard_read_text_async`: the text, repaired where it is not UTF-8, or nil.
    static func finishTextRead(source: UnsafeMutablePointer<GObject>?, result: OpaquePointer?) -> String? {
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
        return string
    }
}

/// `GAsyncReadyCallback` for the text read ahead, on the main loop.
private let onReadAheadText: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
    source, result, data in
    guard let data else { return }
    let reader = Unmanaged<GTKClipboardReadAhead>.fromOpaque(data).takeRetainedValue()
    GTKCallback.onMainActor((source, result), reader) { arguments, reader in
        reader.textArrived(GTKClipboardReadAhead.finishTextRead(source: arguments.0, result: arguments.1))
    }
}
