import FinchCairo
import FinchCore
import Foundation

/// A headless window for tests: it lays its view out at a fixed size and paints it on request.
///
/// State changes made between calls are applied, as one update, the next time the window is
/// read (`pngData()`, `frames(ofText:)`, `displayList`). The virtual clock (`advance(by:)`) and
/// synthetic input arrive with the animation and host issues.
@MainActor
public final class TestWindow {
    public let size: CGSize
    public let scale: CGFloat
    /// The window's view graph (for body-evaluation counts and other white-box checks).
    public let graph: ViewGraph
    private let backend = CairoBackend.shared

    public init<Content: View>(size: CGSize, scale: CGFloat = 1, content: () -> Content) {
        self.size = size
        self.scale = scale
        var environment = EnvironmentValues()
        environment.displayScale = scale
        graph = ViewGraph(root: content(), services: backend.services, environment: environment)
        graph.layout(in: size)
    }

    /// Applies pending state changes and lays the window out again.
    public func render() {
        graph.layout(in: size)
    }

    /// What the window paints now.
    public var displayList: DisplayList {
        render()
        return graph.displayList
    }

    /// The window as PNG data, painted over white at the window's scale.
    public func pngData() -> Data {
        render()
        return backend.renderer.pngData(for: graph.displayList, size: size, scale: scale, background: .white) ?? Data()
    }

    /// Where a `Text` with exactly this string is drawn, in window points.
    public func frames(ofText string: String) -> [CGRect] {
        render()
        return graph.frames(ofText: string)
    }
}
