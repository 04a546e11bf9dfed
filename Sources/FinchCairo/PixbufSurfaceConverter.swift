internal import CGdkPixbuf
import FinchCore
import Foundation

/// Copies a GdkPixbuf into a pixel buffer in Cairo's ARGB32 layout.
///
/// Pixbufs hold straight-alpha RGB(A) bytes in memory order; Cairo wants native-endian 32-bit words with
/// premultiplied alpha, so every pixel is reordered and premultiplied.
enum PixbufSurfaceConverter {
    /// The pixbuf's pixels as a `PixelBuffer` in Cairo's ARGB32 layout (premultiplied, native-endian words).
    static func makePixels(from pixbuf: OpaquePointer) -> Result<PixelBuffer, ConversionError> {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3) else {
            return .failure(ConversionError(reason: "unsupported pixel layout"))
        }
        guard width > 0, height > 0, let pixels = gdk_pixbuf_read_pixels(pixbuf) else {
            return .failure(ConversionError(reason: "the image has no pixels"))
        }
        let stride = width * 4
        let layout = Layout(
            width: width, height: height, rowstride: Int(gdk_pixbuf_get_rowstride(pixbuf)), channels: channels)
        guard
            let buffer = PixelBuffer(
                width: width, height: height, stride: stride,
                fill: { memory in
                    if let base = memory.baseAddress { copy(from: pixels, layout: layout, to: base, stride: stride) }
                })
        else {
            return .failure(ConversionError(reason: "cannot hold a \(width)×\(height) image"))
        }
        return .success(buffer)
    }

    /// Why a pixbuf could not be converted.
    struct ConversionError: Error {
        var reason: String
    }

    private struct Layout {
        var width: Int, height: Int, rowstride: Int, channels: Int
    }

    private static func copy(
        from pixels: UnsafePointer<UInt8>, layout: Layout, to data: UnsafeMutableRawPointer, stride: Int
    ) {
        for y in 0..<layout.height {
            let row = pixels + y * layout.rowstride
            for x in 0..<layout.width {
                let pixel = row + x * layout.channels
                let alpha = layout.channels == 4 ? UInt32(pixel[3]) : 255
                let word =
                    alpha << 24 | premultiply(pixel[0], alpha) << 16 | premultiply(pixel[1], alpha) << 8
                    | premultiply(pixel[2], alpha)
                data.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
    }

    private static func premultiply(_ channel: UInt8, _ alpha: UInt32) -> UInt32 {
        (UInt32(channel) * alpha + 127) / 255
    }
}
