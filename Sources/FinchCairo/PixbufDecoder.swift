internal import CGdkPixbuf
import FinchCore
import Foundation

/// Decodes image data (PNG, JPEG, GIF, WebP and whatever else gdk-pixbuf's loaders read) into a
/// `PixelBuffer`, safely: usable from any thread, bounded in memory, never trapping on bad bytes.
///
/// The header is read first (data is fed in chunks, and gdk-pixbuf announces the size before it
/// allocates): an image larger than `maximumPixelCount` is refused before its pixels are decoded, and
/// one whose longest side exceeds `maximumDimension` is decoded straight to a smaller size (JPEG
/// decodes at a fraction natively), so a decompression bomb costs a header read, not gigabytes.
public enum PixbufDecoder {
    /// Images with more pixels than this are refused (a 30,000 × 30,000 PNG would need 3.6 GB).
    public static let maximumPixelCount = 100_000_000
    /// Decoded images are at most this many pixels on their longest side (4K, more than any window shows).
    public static let maximumDimension = 4096

    public struct Failure: Error, LocalizedError, CustomStringConvertible, Sendable {
        public let description: String
        public var errorDescription: String? { description }
    }

    /// The decoded image, right way up (EXIF orientation applied), at most `maximumDimension` on its
    /// longest side; or why not.
    public static func decode(
        _ data: Data, maximumDimension: Int = maximumDimension, maximumPixelCount: Int = maximumPixelCount
    ) -> Result<PixelBuffer, Failure> {
        guard !data.isEmpty else { return .failure(Failure(description: "the data is empty")) }
        guard let loader = gdk_pixbuf_loader_new() else {
            return .failure(Failure(description: "gdk-pixbuf has no loader"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let limits = SizeLimits(maximumDimension: max(1, maximumDimension), maximumPixelCount: maximumPixelCount)
        let context = Unmanaged.passRetained(limits)
        defer { context.release() }
        g_signal_connect_data(
            UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(onSizePrepared, to: GCallback.self),
            context.toOpaque(), nil, GConnectFlags(rawValue: 0))
        if let failure = feed(data, to: loader, limits: limits) {
            var ignored: UnsafeMutablePointer<GError>?
            _ = gdk_pixbuf_loader_close(loader, &ignored)
            if let ignored { g_error_free(ignored) }
            return .failure(failure)
        }
        var error: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &error) != 0
        let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } }
        if let error { g_error_free(error) }
        // Some loaders read the header only when closed.
        if let refusal = limits.refusal { return .failure(Failure(description: refusal)) }
        guard closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            return .failure(Failure(description: message ?? "not an image gdk-pixbuf can read"))
        }
        return makeBuffer(from: pixbuf)
    }

    /// Image files larger than this are not read (512 MB).
    public static let maximumFileSize = 512 * 1024 * 1024

    /// Decodes the file at `path`: a regular file (links followed) of at most `maximumFileSize`.
    public static func decode(contentsOfFile path: String) -> Result<PixelBuffer, Failure> {
        readFile(path).flatMap { decode($0) }
    }

    /// The bytes of an image file, with `BoundedFile`'s checks.
    public static func readFile(_ path: String) -> Result<Data, Failure> {
        BoundedFile.read(URL(fileURLWithPath: path), maximumBytes: maximumFileSize)
            .mapError { Failure(description: $0.description) }
    }

    /// Writes the data in chunks, stopping as soon as the header says the image is refused.
    private static func feed(_ data: Data, to loader: UnsafeMutablePointer<GdkPixbufLoader>, limits: SizeLimits)
        -> Failure?
    {
        let chunk = 64 * 1024
        var offset = 0
        var failure: Failure?
        data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return }
            while offset < raw.count, failure == nil {
                let count = min(chunk, raw.count - offset)
                var error: UnsafeMutablePointer<GError>?
                let written = gdk_pixbuf_loader_write(loader, base + offset, gsize(count), &error) != 0
                let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } }
                if let error { g_error_free(error) }
                if let refusal = limits.refusal {
                    failure = Failure(description: refusal)
                } else if !written {
                    failure = Failure(description: message ?? "not an image gdk-pixbuf can read")
                }
                offset += count
            }
        }
        return failure
    }

    private static func makeBuffer(from pixbuf: OpaquePointer) -> Result<PixelBuffer, Failure> {
        // Camera JPEGs store their rotation in EXIF; a new reference is returned even when nothing turns.
        let oriented = gdk_pixbuf_apply_embedded_orientation(pixbuf)
        defer { if let oriented { g_object_unref(UnsafeMutableRawPointer(oriented)) } }
        switch PixbufSurfaceConverter.makePixels(from: oriented ?? pixbuf) {
        case .success(let buffer): return .success(buffer)
        case .failure(let failure): return .failure(Failure(description: failure.reason))
        }
    }
}

/// What the size-prepared callback checks and decides; read back after each chunk.
private final class SizeLimits {
    let maximumDimension: Int
    let maximumPixelCount: Int
    var refusal: String?

    init(maximumDimension: Int, maximumPixelCount: Int) {
        self.maximumDimension = maximumDimension
        self.maximumPixelCount = maximumPixelCount
    }
}

/// gdk-pixbuf read the header: refuse an image that is too large, or ask for a smaller decode.
private let onSizePrepared:
    @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
        loader, width, height, context in
        guard let loader, let context else { return }
        let limits = Unmanaged<SizeLimits>.fromOpaque(context).takeUnretainedValue()
        guard width > 0, height > 0 else {
            limits.refusal = "the image has no pixels (\(width)×\(height))"
            return
        }
        let pixels = Int(width) * Int(height)
        guard pixels <= limits.maximumPixelCount else {
            limits.refusal =
                "the image is \(width)×\(height), more than \(limits.maximumPixelCount / 1_000_000) megapixels"
            // A 0×0 size makes gdk-pixbuf's loaders stop at once ("zero width or height"), before they
            // allocate the image.
            gdk_pixbuf_loader_set_size(loader, 0, 0)
            return
        }
        let longest = max(Int(width), Int(height))
        guard longest > limits.maximumDimension else { return }
        let factor = Double(limits.maximumDimension) / Double(longest)
        gdk_pixbuf_loader_set_size(
            loader, Int32(max(1, (Double(width) * factor).rounded())),
            Int32(max(1, (Double(height) * factor).rounded())))
    }
