import FinchCore
import Foundation

/// The Cairo/Pango/gdk-pixbuf implementations of what layout and painting need, sharing one image cache and one
/// cache of laid-out text.
@MainActor
public final class CairoBackend {
    public let services: PlatformServices
    public let renderer: CairoRenderer

    public init() {
        let images = PixbufImageLoader()
        let layouts = PangoLayoutCache()
        self.renderer = CairoRenderer(images: images, layouts: layouts)
        self.services = PlatformServices(
            textMeasurer: PangoTextMeasurer(layouts: layouts), imageMeasurer: PixbufImageMeasurer(loader: images),
            imageDecoder: PixbufImageDataDecoder())
    }

    /// Set once `prepareTextStyles()` has run.
    var hasPreparedTextStyles = false

    /// How many Pango layouts measuring and drawing text have made, for tests that pin how many a frame makes.
    package var textLayoutsMade: Int { renderer.textLayoutsMade }

    /// One backend per process, so fonts and images are loaded once.
    public static let shared = CairoBackend()
}
