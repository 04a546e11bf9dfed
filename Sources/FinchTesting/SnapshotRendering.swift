import FinchCairo
import FinchCore
import Foundation

/// Lays out and paints a view the way snapshot assertions see it: one frame of a `FrameHost`, as a window's.
@MainActor
enum SnapshotRendering {
    struct Result {
        let list: DisplayList
        let png: Data?
    }

    /// The view offered exactly `size` and centred in it, painted over the window's background (black in dark appearance).
    static func render<V: View>(
        _ view: V, size: CGSize, scale: CGFloat, colorScheme: ColorScheme = .light, encode: Bool = true
    ) -> Result {
        let backend = CairoBackend.shared
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.colorScheme = colorScheme
        let graph = ViewGraph(root: view, services: backend.services, environment: environment)
        // The frame path every host takes (`FrameHost`), one frame at time 0.
        let frame = FrameHost(graph: graph, sizing: .window(size)).renderFrame(at: 0)
        let list = frame.displayList ?? DisplayList()
        let png =
            encode
            ? backend.renderer.pngData(for: list, size: size, scale: scale, background: graph.windowBackground) : nil
        return Result(list: list, png: png)
    }
}
