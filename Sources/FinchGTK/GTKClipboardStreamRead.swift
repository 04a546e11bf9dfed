import CGtk
import Foundation

/// Reads one MIME type of another program's clipboard to its end, a chunk at a time from the main loop;
/// gives up (nil) on an error or past `limit` bytes. Keeps itself alive while a read is pending.
@MainActor
final class GTKClipboardStreamRead {
    private let limit: Int
    private let completion: @MainActor (Data?) -> Void
    private var stream: UnsafeMutablePointer<GInputStream>?
    private var data = Data()

    private static let chunkSize = 1 << 16

    init(limit: Int, completion: @escaping @MainActor (Data?) -> Void) {
        self.limit = limit
        self.completion = completion
    }

    func start(clipboard: OpaquePointer, mimeType: String) {
        let context = Unmanaged.passRetained(self).toOpaque()
        mimeType.withCString { name in
            var list: [UnsafePointer<CChar>?] = [name, nil]
            list.withUnsafeMutableBufferPointer { types in
                gdk_clipboard_read_async(clipboard, types.baseAddress, 0, nil, onStreamOpened, context)
            }
        }
    }

    fileprivate func opened(clipboard: OpaquePointer?, result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let stream = clipboard.flatMap { gdk_clipboard_read_finish($0, result, nil, &error) }
        if let error { g_error_free(error) }
        guard let stream else { return finish(nil) }
        self.stream = stream
        readChunk()
    }

    private func readChunk() {
        guard let stream else { return finish(nil) }
        let context = Unmanaged.passRetained(self).toOpaque()
        g_input_stream_read_bytes_async(stream, gsize(Self.chunkSize), 0, nil, onChunkRead, context)
    }

    fileprivate func chunkArrived(result: OpaquePointer?) {
        guard let stream else { return finish(nil) }
        var error: UnsafeMutablePointer<GError>?
        let bytes = g_input_stream_read_bytes_finish(stream, result, &error)
        if let error { g_error_free(error) }
        guard let bytes else { return finish(nil) }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let start = g_bytes_get_data(bytes, &size)
        if size == 0 { return finish(data) }
        guard data.count + Int(size) <= limit else { return finish(nil) }
        if let start { data.append(start.assumingMemoryBound(to: UInt8.self), count: Int(size)) }
        readChunk()
    }

    private func finish(_ result: Data?) {
        if let stream {
            g_object_unref(UnsafeMutableRawPointer(stream))
            self.stream = nil
        }
        data = Data()
        completion(result)
    }
}

/// `GAsyncReadyCallback` for `gdk_clipboard_read_async`, on the main loop.
private let onStreamOpened: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
    source, result, data in
    guard let data else { return }
    let request = Unmanaged<GTKClipboardStreamRead>.fromOpaque(data).takeRetainedValue()
    GTKCallback.onMainActor((source, result), request) { arguments, request in
        request.opened(clipboard: arguments.0.map { OpaquePointer($0) }, result: arguments.1)
    }
}

/// `GAsyncReadyCallback` for `g_input_stream_read_bytes_async`, on the main loop.
private let onChunkRead: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
    _, result, data in
    guard let data else { return }
    let request = Unmanaged<GTKClipboardStreamRead>.fromOpaque(data).takeRetainedValue()
    GTKCallback.onMainActor(result, request) { result, request in request.chunkArrived(result: result) }
}
