import FinchCairo
import FinchCore
import Foundation

/// A `#Preview` drawn headless: the preview, the size it was laid out at and its PNG.
public struct RenderedPreview {
    public let preview: Preview
    public let size: CGSize
    public let png: Data
}

/// Draws previews as Xcode's canvas frames them, one frame each, over white.
///
/// A device preview fills a phone's screen (390 × 844 points, turned for a landscape trait),
/// `.sizeThatFitsLayout` is the view's own size for an unspecified proposal and `.fixedLayout` the
/// size it names.
@MainActor
public enum PreviewRenderer {
    /// The screen a device preview fills, in points: an iPhone's (15, 16).
    public static let deviceSize = CGSize(width: 390, height: 844)

    /// The previews `fileID` ("Module/File.swift") declares, drawn in source order.
    public static func render(inFile fileID: String, scale: CGFloat = 1) -> [RenderedPreview] {
        Preview.previews(inFile: fileID).compactMap { render($0, scale: scale) }
    }

    /// One preview drawn; nil if it painted nothing encodable.
    public static func render(_ preview: Preview, scale: CGFloat = 1) -> RenderedPreview? {
        let size = size(of: preview)
        let backend = CairoBackend.shared
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let graph = ViewGraph(root: preview.makeView(), services: backend.services, environment: environment)
        let frame = FrameHost(graph: graph, sizing: .window(size)).renderFrame(at: 0)
        let list = frame.displayList ?? DisplayList()
        guard let png = backend.renderer.pngData(for: list, size: size, scale: scale, background: .white) else {
            return nil
        }
        return RenderedPreview(preview: preview, size: size, png: png)
    }

    /// Writes the previews of `fileID` to `folder` as `<file>-<line>-<name>.png`; the files written.
    public static func write(inFile fileID: String, to folder: URL, scale: CGFloat = 1) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try render(inFile: fileID, scale: scale).map { rendered in
            let url = folder.appendingPathComponent(fileName(of: rendered.preview))
            try rendered.png.write(to: url)
            return url
        }
    }

    /// The size the preview's layout gives it.
    static func size(of preview: Preview) -> CGSize {
        switch preview.layout {
        case .fixed(let width, let height):
            return CGSize(width: width, height: height)
        case .sizeThatFits:
            return fittingSize(of: preview)
        case .device:
            let size = deviceSize
            return preview.isLandscape ? CGSize(width: size.height, height: size.width) : size
        }
    }

    private static func fittingSize(of preview: Preview) -> CGSize {
        let graph = ViewGraph(root: preview.makeView(), services: CairoBackend.shared.services)
        let frame = FrameHost(graph: graph, sizing: .fitting(.unspecified)).renderFrame(at: 0)
        return CGSize(width: frame.size.width.rounded(.up), height: frame.size.height.rounded(.up))
    }

    private static func fileName(of preview: Preview) -> String {
        let file = (preview.fileID as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        let name = (preview.name ?? "Preview").map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return "\(file)-\(preview.line)-\(String(name)).png"
    }
}
