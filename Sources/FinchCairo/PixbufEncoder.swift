internal import CGdkPixbuf
import FinchCore
import Foundation

/// Encodes a `PixelBuffer` as PNG or JPEG with gdk-pixbuf (`UIImage.pngData()` / `jpegData(compressionQuality:)`).
public enum PixbufEncoder {
    public enum Format: Sendable {
        case png
        /// Quality 0...1, as UIKit's compression quality.
        case jpeg(quality: Double)
    }

    /// The encoded bytes, or nil when gdk-pixbuf cannot encode them.
    public static func encode(_ buffer: PixelBuffer, as format: Format) -> Data? {
        let hasAlpha: Bool
        if case .png = format { hasAlpha = true } else { hasAlpha = false }
        guard buffer.width <= Int(Int32.max), buffer.height <= Int(Int32.max),
            let pixbuf = gdk_pixbuf_new(
                GDK_COLORSPACE_RGB, hasAlpha ? 1 : 0, 8, Int32(buffer.width), Int32(buffer.height))
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        guard let pixels = gdk_pixbuf_get_pixels(pixbuf) else { return nil }
        copy(buffer, into: pixels, rowstride: Int(gdk_pixbuf_get_rowstride(pixbuf)), withAlpha: hasAlpha)
        var output: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let saved: Bool
        switch format {
        case .png:
            saved = gdk_pixbuf_save_to_bufferv(pixbuf, &output, &size, "png", nil, nil, &error) != 0
        case .jpeg(let quality):
            let value = String(Int((min(max(quality, 0), 1) * 100).rounded()))
            saved = withCStrings(["quality"], [value]) { keys, values in
                gdk_pixbuf_save_to_bufferv(pixbuf, &output, &size, "jpeg", keys, values, &error) != 0
            }
        }
        if let error { g_error_free(error) }
        guard saved, let output else { return nil }
        defer { g_free(output) }
        return Data(bytes: output, count: Int(size))
    }

    /// Straight (not premultiplied) RGB(A) bytes in memory order, as gdk-pixbuf keeps them.
    private static func copy(
        _ buffer: PixelBuffer, into pixels: UnsafeMutablePointer<guchar>, rowstride: Int, withAlpha: Bool
    ) {
        let channels = withAlpha ? 4 : 3
        buffer.withUnsafeBytes { source in
            for y in 0..<buffer.height {
                for x in 0..<buffer.width {
                    let word = source.load(fromByteOffset: y * buffer.stride + x * 4, as: UInt32.self)
                    let alpha = word >> 24
                    func straight(_ shift: UInt32) -> guchar {
                        let channel = (word >> shift) & 0xFF
                        return alpha == 0 ? 0 : guchar(min(255, (channel * 255 + alpha / 2) / alpha))
                    }
                    let target = pixels + y * rowstride + x * channels
                    target[0] = straight(16)
                    target[1] = straight(8)
                    target[2] = straight(0)
                    if withAlpha { target[3] = guchar(alpha) }
                }
            }
        }
    }

    /// NULL-terminated C string arrays for gdk-pixbuf's option keys and values.
    private static func withCStrings<R>(
        _ keys: [String], _ values: [String],
        _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>)
            -> R
    ) -> R {
        var keyPointers = keys.map { strdup($0) } + [nil]
        var valuePointers = values.map { strdup($0) } + [nil]
        defer {
            for pointer in keyPointers { free(pointer) }
            for pointer in valuePointers { free(pointer) }
        }
        return keyPointers.withUnsafeMutableBufferPointer { keyBuffer in
            valuePointers.withUnsafeMutableBufferPointer { valueBuffer in
                body(keyBuffer.baseAddress!, valueBuffer.baseAddress!)
            }
        }
    }
}
