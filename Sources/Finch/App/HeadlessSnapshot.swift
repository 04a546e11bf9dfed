import FinchCairo
import FinchCore
import Foundation

/// Renders an app's window to a PNG without GTK or a display (`--snapshot`).
@MainActor
package enum HeadlessSnapshot {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The window laid out at `size`, tapped at `taps` (one second of frames apart), then after `after`
    /// seconds of 1/60 s frames, painted over the window's background (white, or black in dark appearance); under `frame` (its title bar) when one is given,
    /// the content keeping `size`.
    ///
    /// Only the graph's clock moves: animations advance, but `Task.sleep` and timers do not fire. `urls`
    /// are handed to the window's `onOpenURL` handlers after its first frame, before the taps.
    package static func pngData(
        of window: SceneWindow, size: CGSize, after: Double, taps: [CGPoint] = [], frame: WindowFrame? = nil,
        colorScheme: ColorScheme = .light, urls: [URL] = [], scenes: SceneGraph? = nil
    ) -> Data? {
        let backend = CairoBackend.shared
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        let graph = ViewGraph(root: window.content, services: backend.services, environment: environment)
        let host = FrameHost(graph: graph, sizing: .window(size))
        // The app's own state (an `@AppStorage` in the `App`) changes what its window shows, as in GTK.
        if window.documentGroup == nil {
            scenes?.onScenesChanged = { declared in
                if let content = declared.first(where: { $0.documentGroup == nil })?.content {
                    graph.setRootView(content)
                }
            }
        }
        host.renderFrame(at: 0, paint: false)
        // The frame host's own loop on a virtual clock, as the test window runs it.
        func run(for seconds: Double) {
            scenes?.update()
            host.run(until: host.graph.time + seconds, frameInterval: 1.0 / 60)
        }
        for url in urls {
            host.graph.openURL(url)
            run(for: 1.0 / 60)
        }
        for point in taps {
            host.graph.handle(PointerEvent(phase: .began, location: point, time: host.graph.time))
            run(for: 3.0 / 60)
            host.graph.handle(PointerEvent(phase: .ended, location: point, time: host.graph.time))
            run(for: 1)
        }
        run(for: after)
        host.renderFrame(at: host.graph.time, paint: false)
        let list = host.paint()
        if let frame {
            return frame.pngData(content: list, contentSize: size, scale: 1, renderer: backend.renderer)
        }
        return backend.renderer.pngData(for: list, size: size, scale: 1, background: host.graph.windowBackground)
    }

    /// Renders the first window as `options` ask and writes the PNG atomically to `options.snapshotPath`.
    /// `appName` is the name a document window's title ends with (`--window-frame`).
    package static func write(_ scenes: SceneGraph, options: LaunchOptions, appName: String = "") throws(Failure) {
        try write(scenes.windows, options: options, appName: appName, scenes: scenes)
    }

    /// Renders the first of `windows`; with `scenes`, the app's body is evaluated again when its state
    /// changes (a tap writing an `@AppStorage` the `App` reads) and the window shows its new content.
    package static func write(
        _ windows: [SceneWindow], options: LaunchOptions, appName: String = "", scenes: SceneGraph? = nil
    ) throws(Failure) {
        guard let path = options.snapshotPath else { throw Failure(description: "no snapshot path") }
        guard var window = windows.first else { throw Failure(description: "the app declares no window") }
        // The title GTK would give the window: its scene's, or its document's.
        var title = window.title
        // A document app shows a new untitled document that lives in memory only: nothing is written.
        if let group = window.documentGroup, let preview = group.makeDetachedSession() {
            window.content = preview.rootView
            title = DocumentWindowTitle.make(
                displayName: preview.displayName, isEdited: preview.isEdited, appName: appName)
        }
        // A document app's files are its documents; another app is asked to open them as URLs.
        let urls = window.documentGroup == nil ? options.files + options.urls : options.urls
        let size = options.size ?? window.defaultSize ?? LaunchOptions.fallbackSize
        let frame = options.windowFrame ? WindowFrame(title: title) : nil
        guard
            let png = pngData(
                of: window, size: size, after: options.after, taps: options.taps, frame: frame,
                colorScheme: options.colorScheme, urls: urls, scenes: scenes)
        else {
            throw Failure(description: "cannot render a \(size.width)x\(size.height) window")
        }
        do {
            try png.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
