import Foundation

/// The one frame loop every host uses: it runs a view graph's frame (clock, apply, update, layout, paint,
/// damage, in that order) and says when to wake next, the role of SwiftUI's view renderer host and Flutter's
/// `drawFrame` with its scheduler.
///
/// The GTK window drives it from its frame clock and one timeout, the test window and `--snapshot` from a
/// virtual clock (`run(until:frameInterval:)`), golden snapshots and `ImageRenderer` for one frame. A host asks `nextWake` after each frame and sleeps until then: an idle window
/// (nothing pending, nothing moving, no gesture waiting for a time-out) asks for nothing.
@MainActor
public final class FrameHost {
    /// How the root view is sized: laid out in a window, or at its own size for a proposal.
    public enum Sizing: Equatable {
        /// Offered the window's size and centred in it.
        case window(CGSize)
        /// Offered the proposal and placed at the origin at the size it chooses (`ImageRenderer`).
        case fitting(ProposedViewSize)
    }

    /// When the host must run the next frame.
    public enum Wake: Equatable {
        /// Nothing to do until something changes (the graph's `onNeedsUpdate` says when).
        case idle
        /// Something animates: at the display's next frame.
        case nextFrame
        /// A gesture decides at this time on the graph's clock (a long press, a tap's time-out).
        case at(Double)
    }

    /// What one frame produced.
    public struct Frame {
        /// What the frame paints; nil when the frame was not painted.
        public var displayList: DisplayList?
        /// The size laid out: the window's, or the root view's own for `.fitting`.
        public var size: CGSize
        /// The graph's clock when the frame ran.
        public var time: Double
        /// Counts frames, from 1.
        public var number: Int
    }

    public let graph: ViewGraph
    public var sizing: Sizing {
        didSet {
            guard sizing != oldValue else { return }
            needsLayout = true
            applySizeClasses()
        }
    }
    /// The display's pixels per point, when the host knows it (GTK's scale factor): the next frame
    /// applies it to the graph's environment before its update.
    public var displayScale: CGFloat? {
        didSet { if displayScale != oldValue { needsLayout = true } }
    }
    /// The last frame run, painted or not.
    public private(set) var lastFrame: Frame?
    /// The display list painted last, and where it differed from the one before (window points):
    /// what a host with a retained picture paints again. Empty when the last paint changed nothing.
    /// The one place damage is computed.
    public private(set) var lastPainted: DisplayList?
    public private(set) var lastDamage: [CGRect] = []
    /// How many frames ran.
    public private(set) var frameCount = 0
    private var needsLayout = true

    public init(graph: ViewGraph, sizing: Sizing) {
        self.graph = graph
        self.sizing = sizing
        applySizeClasses()
    }

    /// True when a frame now would show something new: a change is pending, something animates, the
    /// size or scale changed, or nothing was laid out yet.
    public var needsFrame: Bool { needsLayout || graph.needsFrame }

    /// True while a gesture is under way or something animates: the frame painted now is likely
    /// followed by another that moves the same things, so a retained picture may paint moving content
    /// approximately (`RetainedSurface`) and paints it exactly once this turns false.
    public var isInMotion: Bool { graph.hasGestureInProgress || graph.hasRunningAnimations }

    /// When the next frame is due (see `Wake`).
    public var nextWake: Wake {
        if needsFrame { return .nextFrame }
        if let deadline = graph.nextGestureDeadline { return .at(max(deadline, graph.time)) }
        return .idle
    }

    /// Wakes at `time` on the graph's clock without running a frame (a gesture's deadline, a timer): the
    /// clock moves, deadlines and timers due fire, finished animations end. What they change asks for a
    /// frame (`nextWake` becomes `.nextFrame`).
    public func wake(at time: Double) {
        if time > graph.time { graph.advance(to: time) }
    }

    /// Runs one frame at `time` on the graph's clock (never moving it back), in this order: the clock
    /// moves (`wake(at:)`), the host's changes (size, display scale) are applied, the graph's pending
    /// changes are applied and invalidated views evaluated (update), the tree is laid out (again only for
    /// what the layout's own actions changed, see `settlingPasses`), and, with `paint`, the display list
    /// is made and compared with the last one (damage), once. The host then presents it.
    @discardableResult
    public func renderFrame(at time: Double, paint: Bool = true) -> Frame {
        // A frame that applies changes made since the last one (a tap's action, a task's result) may follow
        // a write straight to `UserDefaults.standard`: a check is due soon. Asked before the clock moves,
        // whose animated bodies are changes too: frames that only animate ask for none.
        if graph.needsUpdate { StandardDefaultsAutosave.shared?.valuesMayHaveChanged() }
        wake(at: time)
        frameCount += 1
        layOut()
        if paint { _ = self.paint() }
        return lastFrame ?? Frame(displayList: nil, size: .zero, time: graph.time, number: frameCount)
    }

    /// Runs frames on a virtual clock until `target` (the test window, `--snapshot`): changes made since
    /// the last frame are shown first by a frame at the time they were made (their animations start
    /// then, as a display would have shown them); then a frame every `frameInterval` while one is wanted
    /// (never past a gesture's deadline), else the clock jumps to the next deadline or timer, or to
    /// `target`. A wake that leaves changes runs a frame at once.
    /// `willRun` is told before each frame. Returns how many paced frames ran.
    @discardableResult
    public func run(
        until target: Double, frameInterval: Double, paint: Bool = false, willRun: () -> Void = {}
    ) -> Int {
        var frames = 0
        if graph.needsUpdate {
            willRun()
            renderFrame(at: graph.time, paint: paint)
        }
        while graph.time < target - 1e-9 {
            switch nextWake {
            case .nextFrame:
                let deadline = graph.nextGestureDeadline.map { max($0, graph.time) } ?? .infinity
                willRun()
                renderFrame(at: min(target, graph.time + frameInterval, deadline), paint: paint)
                frames += 1
            case .at(let deadline):
                wakeAndShow(at: min(target, deadline), paint: paint, willRun: willRun)
            case .idle:
                wakeAndShow(at: target, paint: paint, willRun: willRun)
            }
        }
        return frames
    }

    /// A wake between frames; what it changed (a long press firing) is shown by a frame at once.
    private func wakeAndShow(at time: Double, paint: Bool, willRun: () -> Void) {
        wake(at: time)
        guard graph.needsUpdate else { return }
        willRun()
        renderFrame(at: graph.time, paint: paint)
    }

    /// The display list of the last layout (painted now, unless that layout was painted already), and
    /// where it differs from the one painted before (`lastDamage`).
    public func paint() -> DisplayList {
        if let list = lastFrame?.displayList { return list }
        let list = graph.displayList
        lastFrame?.displayList = list
        lastDamage = list.damage(since: lastPainted, in: lastFrame?.size ?? .zero)
        lastPainted = list
        return list
    }

    /// Gives the environment the size classes of the window's size (`UserInterfaceSizeClass.classes`), so
    /// views reading `horizontalSizeClass` change as the window is resized: set when the sizing is, not at
    /// each layout (a change to the environment asks for a frame, and a resize has asked already). A host
    /// that fits its content (a snapshot of natural size) keeps the environment's, an iPhone in portrait
    /// unless set.
    private func applySizeClasses() {
        guard case .window(let size) = sizing else { return }
        let classes = UserInterfaceSizeClass.classes(for: size)
        if graph.environment.horizontalSizeClass != classes.horizontal {
            graph.environment.horizontalSizeClass = classes.horizontal
        }
        if graph.environment.verticalSizeClass != classes.vertical {
            graph.environment.verticalSizeClass = classes.vertical
        }
    }

    /// At most how many update-and-layout passes one frame runs: the first for the changes pending, the
    /// others only for changes the frame's own layout made (appear and change actions, preference
    /// readers), which SwiftUI shows in the same frame (an `onAppear`'s state never flashes its initial
    /// value). Bounded, so a view that changes state on every layout cannot hold a frame forever.
    static let settlingPasses = 4

    /// Applies the host's and the graph's pending changes and lays out for the sizing, settling what the
    /// layout's own actions changed (`settlingPasses`); the size laid out. A frame's update and layout;
    /// hosts call it alone only to read the state (a test's query).
    @discardableResult
    public func layOut() -> CGSize {
        needsLayout = false
        if let displayScale, graph.environment.displayScale != displayScale {
            graph.environment.displayScale = displayScale
        }
        var size = CGSize.zero
        for _ in 0..<Self.settlingPasses {
            switch sizing {
            case .window(let window):
                graph.layout(in: window)
                size = window
            case .fitting(let proposal):
                size = graph.layoutToFit(proposal)
            }
            if !graph.needsUpdate { break }
        }
        lastFrame = Frame(displayList: nil, size: size, time: graph.time, number: frameCount)
        return size
    }
}
