internal import CCairo
import FinchCore
import Foundation

/// A picture as 32-bit premultiplied pixels in Cairo's `ARGB32` layout (native-endian words, so
/// B, G, R, A bytes on a little-endian machine), rows `stride` bytes apart.
public struct PremultipliedPixels: Sendable {
    public let width: Int
    public let height: Int
    public let stride: Int
    public let bytes: Data
}

extension CairoRenderer {
    /// `list` painted on a transparent picture of ceil(size × scale) pixels (a drag's icon, handed to
    /// the platform as raw pixels); nil when the size is empty, not finite or too large.
    public func premultipliedPixels(for list: DisplayList, size: CGSize, scale: CGFloat) -> PremultipliedPixels? {
        guard let surface = makeImageSurface(list: list, size: size, scale: scale, background: nil) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return PremultipliedPixels(
            width: width, height: height, stride: stride, bytes: Data(bytes: data, count: stride * height))
    }
}
