internal import CCairo
import FinchCore
import Foundation

/// Symbol images as pixels, for UIKit's `UIImage(systemName:)`: a `UIImage` holds decoded pixels, so a
/// symbol is drawn once, black on transparent, at the image's size and scale; `Image(uiImage:)` and
/// `UIImageView` draw it from its name again (sharp at any size) and use these pixels only where UIKit reads
/// them (`pngData()`, a copy drawn elsewhere).
public enum SymbolRaster {
    /// The symbol's shape and its picture at the size `size(shape)` gives, `scale` pixels per point, in black;
    /// nil for an unknown name or a size that is not positive and finite. One parse of the icon for both.
    public static func pixels(of name: String, scale: CGFloat, size: (CGSize) -> CGSize) -> PixelBuffer? {
        guard SymbolCatalog.has(name) else { return nil }
        let images = SymbolImages()
        guard let shape = images.shape(of: name) else { return nil }
        return pixels(of: name, size: size(shape), scale: scale, with: images)
    }

    private static func pixels(of name: String, size: CGSize, scale: CGFloat, with images: SymbolImages) -> PixelBuffer?
    {
        guard size.width > 0, size.height > 0, scale > 0,
            (size.width * scale).isFinite, (size.height * scale).isFinite
        else { return nil }
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard width <= 4096, height <= 4096,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        cairo_scale(cr, Double(scale), Double(scale))
        images.draw(name, in: CGRect(origin: .zero, size: size), tint: nil, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return PixelBuffer(width: width, height: height, stride: stride, scale: scale) { memory in
            memory.baseAddress?.copyMemory(from: data, byteCount: memory.count)
        }
    }
}
