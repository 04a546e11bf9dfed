import FinchCairo
import FinchCore
import Foundation

/// Renders a view to an image without a window, as SwiftUI's `ImageRenderer`.
///
/// The image is the view's own size for `proposedSize`, at `scale` pixels per point.
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    /// The size offered to the view; unspecified dimensions take the view's ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Device pixels per point.
    public var scale: CGFloat = 1
    /// When true the background is white instead of transparent.
    public var isOpaque = false
    public var environment = EnvironmentValues()

    private let backend: CairoBackend

    public init(content view: Content) {
        self.content = view
        self.backend = CairoBackend.shared
    }

    /// The display list the view paints, and its size (for tests and tools).
    public func displayList() -> (list: DisplayList, size: CGSize) {
        var environment = self.environment
        environment.displayScale = scale
        let graph = ViewGraph(root: content, services: backend.services, environment: environment)
        let frame = FrameHost(graph: graph, sizing: .fitting(proposedSize)).renderFrame(at: 0)
        return (frame.displayList ?? DisplayList(), frame.size)
    }

    /// The rendered view as PNG data, or nil when the view has no area (or is infinitely large).
    public func pngData() -> Data? {
        let (list, size) = displayList()
        return backend.renderer.pngData(for: list, size: size, scale: scale, background: isOpaque ? .white : nil)
    }
}
