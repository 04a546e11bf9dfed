import FinchCore
import Foundation

/// The Cairo/Pango/gdk-pixbuf implementations of what layout and painting need, sharing one image cache.
@MainActor
public final class CairoBackend {
    public let services: PlatformServices
    public let renderer: CairoRenderer

    public init() {
        let images = PixbufImageLoader()
        self.renderer = CairoRenderer(images: images)
        self.services = PlatformServices(
            textMeasurer: PangoTextMeasurer(), imageMeasurer: PixbufImageMeasurer(loader: images))
    }

    /// One backend per process, so fonts and images are loaded once.
    public static let shared = CairoBackend()
}
