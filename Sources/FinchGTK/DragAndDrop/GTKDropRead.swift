import CGtk
import Foundation

/// Reads a drop's data in the first of some MIME types it offers, into memory, without blocking: GDK
/// asks the source program (`gdk_drop_read_async`), and the stream it hands back is drained by
/// `g_output_stream_splice_async` into a memory stream, all on the main loop. A blocking read on the
/// main thread stalled for seconds (the project's GTK drag-and-drop notes).
///
/// Bounded two ways: the memory stream refuses to grow past `maximumBytes`, and a read still running
/// after `timeout` seconds is cancelled (a source that never answers). The read keeps a reference on
/// the drop until it completes; `completion` runs exactly once, on the main actor.
@MainActor
final class GTKDropRead {
    enum Failure: Error, CustomStringConvertible {
        case gdk(String)
        case cancelled
        var description: String {
            switch self {
            case .gdk(let message): return message
            case .cancelled: return "the read was cancelled"
            }
        }
    }

    typealias Completion = @MainActor (Result<(mimeType: String, data: Data), Failure>) -> Void

    /// The most a drop's data may be (64 MiB; a power of two, as the memory stream grows by doubling).
    nonisolated static let maximumBytes = 1 << 26
    static let timeout: Double = 10

    private let drop: OpaquePointer
    private let cancellable: UnsafeMutablePointer<GCancellable>
    private var completion: Completion?
    private var mimeType = ""
    private var output: UnsafeMutablePointer<GOutputStream>?

    /// Starts reading `drop` in the first of `mimeTypes` (in this order) that it offers.
    @discardableResult
    static func start(_ drop: OpaquePointer, mimeTypes: [String], completion: @escaping Completion) -> GTKDropRead {
        let read = GTKDropRead(drop: drop, completion: completion)
        read.begin(mimeTypes)
        return read
    }

    private init(drop: OpaquePointer, completion: @escaping Completion) {
        self.drop = drop
        self.completion = completion
        cancellable = g_cancellable_new()
        g_object_ref(UnsafeMutableRawPointer(drop))
    }

    /// Stops the read; its completion runs (with a failure) when GIO reports the cancellation.
    func cancel() {
        g_cancellable_cancel(cancellable)
    }

    private func begin(_ mimeTypes: [String]) {
        var strings = mimeTypes.map { strdup($0) }
        strings.append(nil)
        defer { strings.forEach { free($0) } }
        // GDK copies the list into its own formats before this returns.
        strings.withUnsafeMutableBufferPointer { list in
            list.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: list.count) { types in
                gdk_drop_read_async(
                    drop, types, Int32(G_PRIORITY_DEFAULT), cancellable, onDropRead,
                    Unmanaged.passRetained(self).toOpaque())
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.timeout) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.completion != nil else { return }
                self.cancel()
            }
        }
    }

    fileprivate func streamOpened(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        var chosen: UnsafePointer<CChar>?
        guard let input = gdk_drop_read_finish(drop, result, &chosen, &error) else {
            return finish(.failure(Self.failure(error)))
        }
        mimeType = chosen.map { String(cString: $0) } ?? ""
        let output = g_memory_output_stream_new(nil, 0, boundedRealloc, g_free)!
        self.output = output
        let flags = GOutputStreamSpliceFlags(
            G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue)
        g_output_stream_splice_async(
            output, input, flags, Int32(G_PRIORITY_DEFAULT), cancellable, onSpliced,
            Unmanaged.passRetained(self).toOpaque())
        g_object_unref(UnsafeMutableRawPointer(input))
    }

    fileprivate func spliced(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        guard let output, g_output_stream_splice_finish(output, result, &error) >= 0 else {
            return finish(.failure(Self.failure(error)))
        }
        let memory = UnsafeMutablePointer<GMemoryOutputStream>(OpaquePointer(output))
        let size = Int(g_memory_output_stream_get_data_size(memory))
        let data = g_memory_output_stream_get_data(memory).map { Data(bytes: $0, count: size) } ?? Data()
        finish(.success((mimeType, data)))
    }

    private func finish(_ result: Result<(mimeType: String, data: Data), Failure>) {
        if let output { g_object_unref(UnsafeMutableRawPointer(output)) }
        output = nil
        g_object_unref(UnsafeMutableRawPointer(cancellable))
        let completion = self.completion
        self.completion = nil
        // The completion finishes the drop: the reference goes only after it.
        completion?(result)
        g_object_unref(UnsafeMutableRawPointer(drop))
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>?) -> Failure {
        guard let error else { return .gdk("the drop gave no data") }
        defer { g_error_free(error) }
        if error.pointee.domain == g_io_error_quark() && error.pointee.code == Int32(G_IO_ERROR_CANCELLED.rawValue) {
            return .cancelled
        }
        return .gdk(error.pointee.message.map { String(cString: $0) } ?? "the drop could not be read")
    }
}

/// The memory stream's `realloc`: refuses sizes past the bound, so the splice fails with "no space"
/// instead of holding whatever the source sends.
private let boundedRealloc: @convention(c) (gpointer?, gsize) -> gpointer? = { memory, size in
    size > gsize(GTKDropRead.maximumBytes) ? nil : g_realloc(memory, size)
}

/// `GAsyncReadyCallback`s, on the main loop; each holds one retain of its read.
private let onDropRead: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
    _, result, data in
    guard let data else { return }
    let read = Unmanaged<GTKDropRead>.fromOpaque(data).takeRetainedValue()
    GTKCallback.onMainActor(result, read) { result, read in read.streamOpened(result) }
}

private let onSpliced: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
    _, result, data in
    guard let data else { return }
    let read = Unmanaged<GTKDropRead>.fromOpaque(data).takeRetainedValue()
    GTKCallback.onMainActor(result, read) { result, read in read.spliced(result) }
}
