import CCairo
import FinchCairo
import FinchCore
import Foundation

/// A decoded PNG whose pixels tests can read, straight (not premultiplied) 0...255 per channel.
struct PixelImage {
    struct Pixel: Equatable {
        var red: Int, green: Int, blue: Int, alpha: Int

        /// How far the colour is from grey; emoji are colourful, text is not.
        var saturation: Int { max(red, green, blue) - min(red, green, blue) }
    }

    let width: Int
    let height: Int
    private let words: [UInt32]

    /// Decodes PNG bytes through Cairo; nil when they are not a PNG.
    init?(png: Data) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("finch-\(UUID().uuidString).png").path
        guard FileManager.default.createFile(atPath: path, contents: png) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let raw = UnsafeRawPointer(data)
        (self.width, self.height) = (width, height)
        words = (0..<height).flatMap { y in
            (0..<width).map { x in raw.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
        }
    }

    subscript(x: Int, y: Int) -> Pixel {
        let word = words[y * width + x]
        let alpha = Int(word >> 24)
        func channel(_ shift: UInt32) -> Int {
            let value = Int((word >> shift) & 0xFF)
            return alpha == 0 ? 0 : min(255, (value * 255 + alpha / 2) / alpha)
        }
        return Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// Every pixel inside `rect` (clamped to the image).
    func pixels(in rect: CGRect) -> [Pixel] {
        let minX = max(0, Int(rect.minX))
        let minY = max(0, Int(rect.minY))
        let maxX = min(width, Int(rect.maxX.rounded(.up)))
        let maxY = min(height, Int(rect.maxY.rounded(.up)))
        guard minX < maxX, minY < maxY else { return [] }
        return (minY..<maxY).flatMap { y in (minX..<maxX).map { x in self[x, y] } }
    }
}

/// Renders display items into a decoded image, and optionally keeps the PNG in /tmp/cairo-check for a human look.
@MainActor
enum TestRender {
    static func image(
        _ items: [DisplayItem], size: CGSize, scale: CGFloat = 1, background: RGBA? = .white, saveAs name: String? = nil
    ) -> PixelImage? {
        guard
            let png = CairoRenderer().pngData(
                for: DisplayList(items: items), size: size, scale: scale, background: background)
        else { return nil }
        if let name {
            let folder = URL(fileURLWithPath: "/tmp/cairo-check")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? png.write(to: folder.appendingPathComponent("\(name).png"))
        }
        return PixelImage(png: png)
    }

    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)
    static let inter17 = ResolvedFont(family: "Inter", size: 17, weight: 400, italic: false)

    static func text(_ string: String, size: CGFloat = 17, color: RGBA = .black) -> TextLayoutRequest {
        TextLayoutRequest(spans: [
            TextSpan(
                string: string, font: ResolvedFont(family: "Inter", size: size, weight: 400, italic: false),
                color: color)
        ])
    }
}
