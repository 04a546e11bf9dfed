internal import CCairo
import Foundation

/// A decoded PNG whose pixels tests can read, straight (not premultiplied) 0...255 per channel.
public struct PixelImage: Sendable {
    public struct Pixel: Equatable, Sendable {
        public var red: Int, green: Int, blue: Int, alpha: Int

        public init(red: Int, green: Int, blue: Int, alpha: Int) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// How far the colour is from grey; emoji are colourful, text is not.
        public var saturation: Int { max(red, green, blue) - min(red, green, blue) }
    }

    public let width: Int
    public let height: Int
    private let words: [UInt32]

    /// Decodes PNG bytes through Cairo; nil when they are not a PNG.
    public init?(png: Data) {
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

    public subscript(x: Int, y: Int) -> Pixel {
        let word = words[y * width + x]
        let alpha = Int(word >> 24)
        func channel(_ shift: UInt32) -> Int {
            let value = Int((word >> shift) & 0xFF)
            return alpha == 0 ? 0 : min(255, (value * 255 + alpha / 2) / alpha)
        }
        return Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// Every pixel inside `rect` (clamped to the image).
    public func pixels(in rect: CGRect) -> [Pixel] {
        let minX = max(0, Int(rect.minX))
        let minY = max(0, Int(rect.minY))
        let maxX = min(width, Int(rect.maxX.rounded(.up)))
        let maxY = min(height, Int(rect.maxY.rounded(.up)))
        guard minX < maxX, minY < maxY else { return [] }
        return (minY..<maxY).flatMap { y in (minX..<maxX).map { x in self[x, y] } }
    }
}
