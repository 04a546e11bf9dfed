import Foundation

/// The one frame loop every host uses: it runs a view graph's frame (update, layout, paint) and says
/// when the next one is due, the role of SwiftUI's view renderer host and Flutter's `drawFrame`.
///
/// The GTK window drives it from its frame clock, the test window and `--snapshot` from a virtual clock,
/// `ImageRenderer` once. A host asks `nextWake` after each frame and sleeps until then: an idle window
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
        didSet { if sizing != oldValue { needsLayout = true } }
    }
    /// The last frame run, painted or not.
    public private(set) var lastFrame: Frame?
    /// The display list painted last, and where it differed from the one before (window points):
    /// what a host with a retained picture paints again. Empty when the last paint changed nothing.
    public private(set) var lastPainted: DisplayList?
    public private(set) var lastDamage: [CGRect] = []
    /// How many frames ran.
    public private(set) var frameCount = 0
    private var needsLayout = true

    public init(graph: ViewGraph, sizing: Sizing) {
        self.graph = graph
        self.sizing = sizing
    }

    /// True when a frame now would show something new: a change is pending, something animates, the
    /// size changed, or nothing was laid out yet.
    public var needsFrame: Bool { needsLayout || graph.needsFrame }

    /// True when the last layout is out of date: a change is pending, or the size changed.
    public var isLayoutStale: Bool { needsLayout || graph.needsUpdate }

    /// When the next frame is due (see `Wake`).
    public var nextWake: Wake {
        if needsFrame { return .nextFrame }
        if let deadline = graph.nextGestureDeadline { return .at(max(deadline, graph.time)) }
        return .idle
    }

    /// Runs one frame at `time` on the graph's clock (never moving it back): the clock moves (gesture
    /// deadlines passed fire, finished animations end), pending changes are applied in their batches,
    /// the tree is laid out, and, with `paint`, the display list is made.
    @discardableResult
    public func renderFrame(at time: Double, paint: Bool = true) -> Frame {
        if time > graph.time { graph.advance(to: time) }
        frameCount += 1
        layOut()
        if paint { _ = self.paint() }
        return lastFrame ?? Frame(displayList: nil, size: .zero, time: graph.time, number: frameCount)
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

    /// Applies pending changes and lays out for the sizing; the size laid out.
    @discardableResult
    public func layOut() -> CGSize {
        needsLayout = false
        let size: CGSize
        switch sizing {
        case .window(let window):
            graph.layout(in: window)
            size = window
        case .fitting(let proposal):
            size = graph.layoutToFit(proposal)
        }
        lastFrame = Frame(displayList: nil, size: size, time: graph.time, number: frameCount)
        return size
    }
}
