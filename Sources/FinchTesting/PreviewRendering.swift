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
/// size it names. The drawing is FinchCairo's `PreviewPicture`, which an app's `--previews` uses too.
@MainActor
public enum PreviewRenderer {
    /// The screen a device preview fills, in points: an iPhone's (15, 16).
    public static let deviceSize = PreviewPicture.deviceSize

    /// The previews `fileID` ("Module/File.swift") declares, drawn in source order.
    public static func render(inFile fileID: String, scale: CGFloat = 1) -> [RenderedPreview] {
        Preview.previews(inFile: fileID).compactMap { render($0, scale: scale) }
    }

    /// One preview drawn; nil if it painted nothing encodable.
    public static func render(_ preview: Preview, scale: CGFloat = 1) -> RenderedPreview? {
        PreviewPicture.render(preview, scale: scale).map {
            RenderedPreview(preview: preview, size: $0.size, png: $0.png)
        }
    }

    /// Writes the previews of `fileID` to `folder` as `<file>-<line>-<name>.png`; the files written.
    public static func write(inFile fileID: String, to folder: URL, scale: CGFloat = 1) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try render(inFile: fileID, scale: scale).map { rendered in
            let url = folder.appendingPathComponent(PreviewPicture.fileName(of: rendered.preview))
            try rendered.png.write(to: url)
            return url
        }
    }
}
