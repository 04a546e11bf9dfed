import FinchCairo
import FinchCore
import Foundation

/// An app run headless, as `App.main()` runs it in GTK: its scene graph (the app's body, evaluated like
/// a view's, with the app's state), and a `TestWindow` for each window it declares.
///
/// A change to the app's state evaluates its body again before the next frame of any of its windows,
/// and each open window gets the content its scene declares now.
@MainActor
public final class TestApp {
    private let scenes: SceneGraph
    /// One window per window the app declares, in order.
    public let windows: [TestWindow]

    public init<A: App>(_ app: A, size: CGSize = CGSize(width: 400, height: 700), backend: CairoBackend = .shared) {
        let scenes = SceneGraph(app: app, services: backend.services)
        self.scenes = scenes
        windows = scenes.windows.map { scene in
            TestWindow(size: scene.defaultSize ?? size, backend: backend) { scene.content }
        }
        scenes.onScenesChanged = { [weak self] declared in self?.show(declared) }
        for window in windows { window.beforeLayout = { [weak self] in self?.scenes.update() } }
    }

    /// The app's state changed and its body was evaluated again: open windows take their new content.
    private func show(_ declared: [SceneWindow]) {
        for (window, scene) in zip(windows, declared) where !window.isClosed {
            window.graph.setRootView(scene.content)
        }
    }

    /// Moves every open window's clock on by `seconds`, one window after another.
    public func advance(by seconds: Double) {
        for window in windows where !window.isClosed { window.advance(by: seconds) }
    }
}
