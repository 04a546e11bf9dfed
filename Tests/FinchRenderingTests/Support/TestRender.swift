import CCairo
import FinchCairo
import FinchCore
import Foundation

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
