import FinchCore
import Foundation

/// Draws a `#Preview` as Xcode's canvas frames it, one frame over white: what `FinchTesting`'s
/// `PreviewRenderer` and an app's `--previews` share.
///
/// A device preview fills a phone's screen (390 × 844 points, turned for a landscape trait),
/// `.sizeThatFitsLayout` is the view's own size for an unspecified proposal and `.fixedLayout` the
/// size it names.
@MainActor
package enum PreviewPicture {
    /// The screen a device preview fills, in points: an iPhone's (15, 16).
    package static let deviceSize = CGSize(width: 390, height: 844)

    /// The preview laid out at its size and painted; nil if it painted nothing encodable.
    package static func render(_ preview: Preview, scale: CGFloat = 1) -> (size: CGSize, png: Data)? {
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
        return (size, png)
    }

    /// The size the preview's layout gives it.
    package static func size(of preview: Preview) -> CGSize {
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

    /// The file a preview is written to: `<file>-<line>-<name>.png`, the name's other characters than
    /// letters and digits made dashes ("Preview" for an unnamed one).
    package static func fileName(of preview: Preview) -> String {
        let file = (preview.fileID as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        let name = (preview.name ?? "Preview").map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return "\(file)-\(preview.line)-\(String(name)).png"
    }

    private static func fittingSize(of preview: Preview) -> CGSize {
        let graph = ViewGraph(root: preview.makeView(), services: CairoBackend.shared.services)
        let frame = FrameHost(graph: graph, sizing: .fitting(.unspecified)).renderFrame(at: 0)
        return CGSize(width: frame.size.width.rounded(.up), height: frame.size.height.rounded(.up))
    }
}
