internal import CCairo
internal import CGdkPixbuf
import FinchCore
import Foundation

/// Reads image sizes and decodes images into Cairo surfaces with gdk-pixbuf, caching both per path.
///
/// A file that cannot be read draws nothing and is reported once on stderr; the loader never traps on bad input.
/// Share one loader between `PixbufImageMeasurer` and `CairoRenderer` so each file is probed and decoded once.
public final class PixbufImageLoader {
    private var sizes: [String: CGSize?] = [:]
    /// Decoded files, as pixel buffers: drawn through `pixelSurfaces` like `UIImage`s, so a 500-px photo
    /// shown as a 50-pt thumbnail is shrunk once, not resampled by Cairo's convolution every frame. Each
    /// keeps the last frame that drew it: a file no frame drew for `CacheAging.idleFrames` frames is let go
    /// and decoded again when drawn again (an app showing pictures from a folder kept every one it had
    /// shown). A file that could not be decoded stays known as such (nil), so it is reported once.
    private var files: [String: (buffer: PixelBuffer?, frame: Int)] = [:]
    /// Frames painted so far (`endFrame()`).
    private var frame = 0
    /// How many files were decoded, for tests.
    private(set) var filesDecoded = 0
    /// Symbol images (`Image(systemName:)`), shared by measuring and drawing.
    let symbols = SymbolImages()
    /// Surfaces of decoded pixel buffers (`UIImage`), full size and as drawn smaller; the oldest go first.
    private let pixelSurfaces = PixelSurfaceCache()

    public init() {}

    /// A surface for `buffer` to draw at `pixels` device pixels: the buffer itself, or, when it is
    /// more than twice that size, a copy scaled down once and kept (a 12-megapixel photo shown as a
    /// 100-pt avatar is not resampled from 12 megapixels every frame).
    func surface(for buffer: PixelBuffer, drawnAt pixels: CGSize) -> OpaquePointer? {
        pixelSurfaces.surface(for: buffer, drawnAt: pixels)
    }

    /// The same in a frame painted in motion: never a copy shrunk while the frame waits (see
    /// `PixelSurfaceCache.surface(for:drawnAt:approximating:)`).
    func motionSurface(for buffer: PixelBuffer, drawnAt pixels: CGSize) -> (surface: OpaquePointer?, approximate: Bool)
    {
        pixelSurfaces.surface(for: buffer, drawnAt: pixels, approximating: true)
    }

    /// The natural size in points (pixels for now), read from the file header without decoding.
    func size(ofFile path: String) -> CGSize? {
        if let known = sizes[path] { return known }
        var width: Int32 = 0
        var height: Int32 = 0
        let format = gdk_pixbuf_get_file_info(path, &width, &height)
        let size = format != nil && width > 0 && height > 0 ? CGSize(width: Int(width), height: Int(height)) : nil
        if size == nil { ImageLoadWarnings.shared.warn(path: path, reason: Self.probeFailureReason(path)) }
        sizes[path] = size
        return size
    }

    /// A surface of the file to draw at `pixels` device pixels (see `surface(for:drawnAt:)`), owned by the
    /// loader; nil when the file cannot be decoded.
    func surface(forFile path: String, drawnAt pixels: CGSize) -> OpaquePointer? {
        let buffer: PixelBuffer?
        if let known = files[path] {
            buffer = known.buffer
        } else {
            buffer = decode(path)
            filesDecoded += 1
        }
        files[path] = (buffer, frame)
        return buffer.flatMap { pixelSurfaces.surface(for: $0, drawnAt: pixels) }
    }

    /// The bytes the decoded files and the scaled copies of every picture take.
    var cachedBytes: Int {
        files.values.reduce(0) { $0 + ($1.buffer.map { $0.stride * $0.height } ?? 0) } + pixelSurfaces.copyBytes
    }

    /// How many scaled copies of pictures were made, for tests.
    var scaledCopiesMade: Int { pixelSurfaces.copiesMade }

    /// Counts a painted frame; every `CacheAging.sweepInterval` frames, lets go of the decoded files and
    /// the surfaces no frame drew for `CacheAging.idleFrames` frames.
    func endFrame() {
        frame += 1
        pixelSurfaces.endFrame()
        guard CacheAging.sweepsAfter(frame: frame) else { return }
        let oldest = CacheAging.oldestKept(after: frame)
        files = files.filter { $0.value.buffer == nil || $0.value.frame >= oldest }
    }

    private func decode(_ path: String) -> PixelBuffer? {
        var error: UnsafeMutablePointer<GError>?
        guard let loaded = gdk_pixbuf_new_from_file(path, &error) else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } }
            if let error { g_error_free(error) }
            ImageLoadWarnings.shared.warn(path: path, reason: message ?? Self.probeFailureReason(path))
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        // Camera JPEGs store their rotation in EXIF; apply it so the picture stands the right way up.
        // It returns a new reference even when nothing rotates, so it is always released.
        let oriented = gdk_pixbuf_apply_embedded_orientation(loaded)
        defer { if let oriented { g_object_unref(UnsafeMutableRawPointer(oriented)) } }
        switch PixbufSurfaceConverter.makePixels(from: oriented ?? loaded) {
        case .success(let buffer):
            return buffer
        case .failure(let failure):
            ImageLoadWarnings.shared.warn(path: path, reason: failure.reason)
            return nil
        }
    }

    private static func probeFailureReason(_ path: String) -> String {
        FileManager.default.fileExists(atPath: path) ? "unrecognised or corrupt image data" : "no such file"
    }
}
