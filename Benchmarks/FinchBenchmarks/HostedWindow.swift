import Finch
import FinchCairo
import Foundation

/// A window as the GTK host runs one, without GTK: the frame host's frame (clock, update, layout), the
/// display list, and painting what changed into a retained picture. Benchmarks time frames through it
/// so they measure what a real window does.
@MainActor
final class HostedWindow {
    let host: FrameHost
    let size: CGSize
    private let picture = RetainedSurface(renderer: CairoBackend.shared.renderer)
    private let clock = ContinuousClock()
    private var paintedBackground = RGBA.white

    /// The first frame's parts (update and layout, display list, paint), which a window's opening includes.
    private(set) var firstFrame: (update: Duration, list: Duration, paint: Duration) = (.zero, .zero, .zero)

    var graph: ViewGraph { host.graph }

    init<V: View>(size: CGSize, content: V) {
        self.size = size
        host = FrameHost(graph: ViewGraph(root: content, services: CairoBackend.shared.services), sizing: .window(size))
        firstFrame = frame(at: 0)
    }

    /// What the GTK window's first idle moment after its first frame does (`IdlePreparation`): loads
    /// the text styles' fonts. A benchmark calls it where a real window would be idle (before the user's
    /// first tap), outside what it times.
    func runFirstIdle() {
        CairoBackend.shared.prepareTextStyles()
    }

    /// A frame whose duration a benchmark reports: the same as `frame(at:)`, but a function of its own, so
    /// that a profiler can count only these (`valgrind --tool=callgrind --toggle-collect='*timedFrame*'`)
    /// and leave out warm-up and set-up frames.
    @inline(never)
    func timedFrame(at time: Double) -> (update: Duration, list: Duration, paint: Duration) {
        frame(at: time)
    }

    /// One frame at `time`: its parts' durations (update and layout, display list, paint).
    @discardableResult
    func frame(at time: Double) -> (update: Duration, list: Duration, paint: Duration) {
        let update = clock.measure { host.renderFrame(at: time, paint: false) }
        var list = DisplayList()
        let build = clock.measure { list = host.paint() }
        let paint = clock.measure {
            // As the GTK window: a new background (the colour scheme changed) is painted everywhere.
            let background = graph.windowBackground
            let damage = background == paintedBackground ? host.lastDamage : [CGRect(origin: .zero, size: size)]
            paintedBackground = background
            picture.update(
                list, damage: damage, size: size, scale: 1, background: background, inMotion: host.isInMotion)
        }
        return (update, build, paint)
    }
}
