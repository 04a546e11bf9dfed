import FinchCairo
import FinchCore
import Foundation

/// Renders an app's window to a PNG without GTK or a display (`--snapshot`).
@MainActor
package enum HeadlessSnapshot {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The window laid out at `size` after `after` seconds of 1/60 s frames, painted over white.
    ///
    /// Only the graph's clock moves: animations advance, but `Task.sleep` and timers do not fire.
    package static func pngData(of window: SceneWindow, size: CGSize, after: Double) -> Data? {
        let backend = CairoBackend.shared
        let graph = ViewGraph(root: window.content, services: backend.services)
        graph.layout(in: size)
        let frames = Int((after * 60).rounded())
        if frames > 0 {
            for frame in 1...frames {
                graph.advance(to: Double(frame) / 60)
                graph.layout(in: size)
            }
        }
        return backend.renderer.pngData(for: graph.displayList, size: size, scale: 1, background: .white)
    }

    /// Renders the first window as `options` ask and writes the PNG atomically to `options.snapshotPath`.
    package static func write(_ windows: [SceneWindow], options: LaunchOptions) throws(Failure) {
        guard let path = options.snapshotPath else { throw Failure(description: "no snapshot path") }
        guard let window = windows.first else { throw Failure(description: "the app declares no window") }
        let size = options.size ?? window.defaultSize ?? LaunchOptions.fallbackSize
        guard let png = pngData(of: window, size: size, after: options.after) else {
            throw Failure(description: "cannot render a \(size.width)x\(size.height) window")
        }
        do {
            try png.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
