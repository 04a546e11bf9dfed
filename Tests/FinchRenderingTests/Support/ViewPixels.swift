import Finch
import FinchCairo
import Foundation

/// Renders whole views through `ImageRenderer` and reads their pixels, for numeric checks beside the goldens.
@MainActor
enum ViewPixels {
    /// The view framed at exactly `size` points over white, decoded; nil when nothing could be rendered.
    static func image<V: View>(of view: V, size: CGSize, scale: CGFloat = 1) -> PixelImage? {
        let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(size)
        renderer.scale = scale
        renderer.isOpaque = true
        return renderer.pngData().flatMap(PixelImage.init(png:))
    }

    /// How many pixels are clearly coloured (emoji, swatches), as opposed to grey text or white.
    static func colourfulPixelCount(_ image: PixelImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 0, width: image.width, height: image.height)).filter { $0.saturation > 80 }
            .count
    }

    /// The rows of column `x` that are not white.
    static func coveredRows(_ image: PixelImage, x: Int) -> [Int] {
        (0..<image.height).filter { y in
            let pixel = image[x, y]
            return min(pixel.red, pixel.green, pixel.blue) < 230
        }
    }

    /// How many rows of column `x` are not white.
    static func coveredHeight(_ image: PixelImage, x: Int) -> Int {
        coveredRows(image, x: x).count
    }

    /// Whether `pixel` is within `tolerance` of the 0…255 components `rgb`, and opaque.
    static func matches(_ pixel: PixelImage.Pixel, _ rgb: (Int, Int, Int), tolerance: Int = 1) -> Bool {
        abs(pixel.red - rgb.0) <= tolerance && abs(pixel.green - rgb.1) <= tolerance
            && abs(pixel.blue - rgb.2) <= tolerance && pixel.alpha == 255
    }
}

/// The image files committed under `Fixtures/`.
enum Fixture {
    /// An 80×40 PNG: orange left half, blue right half with a white disc.
    static var landscapePNG: String { path("landscape", "png") }
    /// A 40×60 JPEG: a green-to-indigo gradient with a yellow disc in the middle.
    static var portraitJPEG: String { path("portrait", "jpg") }
    /// 200 random bytes named `.png`.
    static var corruptPNG: String { path("corrupt", "png") }
    /// A text file named `.png`.
    static var notAnImagePNG: String { path("not-an-image", "png") }
    /// An empty file named `.png`.
    static var emptyPNG: String { path("empty", "png") }
    /// A real 30,000 × 30,000 PNG (1-bit grey, 110 KB compressed, 3.6 GB decoded as RGBA).
    static var hugePNG: String { path("huge-30000", "png") }
    /// A small JPEG whose header claims 12,000 × 10,000 (120 megapixels).
    static var hugeHeaderJPEG: String { path("huge-header-12000x10000", "jpg") }
    /// A 6000×4000 JPEG (24 megapixels, a red-to-blue gradient from top to bottom).
    static var largeJPEG: String { path("large-6000x4000", "jpg") }

    static func path(_ name: String, _ ext: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures") else {
            return "/missing-fixture/\(name).\(ext)"
        }
        return url.path
    }
}
