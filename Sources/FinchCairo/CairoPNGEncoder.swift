internal import CCairo
import Foundation

/// Encodes a Cairo image surface as PNG bytes in memory.
enum CairoPNGEncoder {
    /// Collects the chunks Cairo's stream writer hands over; a class so the C callback can reach it by pointer.
    private final class Sink {
        var data = Data()
    }

    /// The PNG bytes, or nil when Cairo reports an error.
    static func encode(_ surface: OpaquePointer) -> Data? {
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, writeChunk, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    private static let writeChunk: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
