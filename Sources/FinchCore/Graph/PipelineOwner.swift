import Foundation

/// The layout tree of a window and where its layout and paint stand: Flutter's `PipelineOwner` for a
/// view graph.
///
/// Its one job is the placed tree's state: the root layout node (the root view's, under the
/// presentations when there are any), the size last laid out, the phase running now and how deep
/// inside layout callbacks, the nodes that asked for the layout pass to run again, and whether the
/// drawing changed without a layout. The graph runs the phases (`ViewGraph+Layout`); this keeps
/// where they are, and runs each placement pass with what must follow it (`placeRoot`).
@MainActor
final class PipelineOwner {
    /// The window's root layout node: `contentRoot`, or it under the presentations' container.
    var root: LayoutNode?
    /// The root view's layout.
    var contentRoot: LayoutNode?
    /// The window size of the last `layout(in:)`.
    var lastLayoutSize: CGSize?
    /// True once the window has been laid out: later insertions may run transitions.
    var hasLaidOut = false
    /// The phase running now (see `ViewGraph+Phases`).
    var phase = GraphPhase.idle
    /// How deep inside layout callbacks (`ViewGraph.performLayoutCallback`) the layout running now is.
    var layoutCallbackDepth = 0
    /// Layout nodes that asked during a layout pass for that pass to run again (see `requestRelayout`).
    private var relayoutRequests: [LayoutNode] = []
    /// Counts the passes of `placeRoot`: a node can tell whether it was placed in the pass running now.
    private(set) var placementPass = 0
    /// True while the tree is placed from the root, false in the step after it (`placeRoot`): a node
    /// placed in that step is placed from a matched view, not from the root, so what it marks for
    /// placement is placed by the next pass only if marked up to the root.
    private(set) var isPlacingFromRoot = false
    /// Set when a node asked, after its pass had placed it, to be placed once more (`requestPlacement`).
    private var needsAnotherPass = false
    /// True when the drawing changed without a layout change (a scroll view moved its content).
    var needsDisplay = false
    /// Nodes that depend on the effects above them (geometry readers that read their position, anchored
    /// views), asked after each pass whether those moved them.
    let transformFollowers = TransformFollowers()
    /// Nodes sized from the window's size (`containerRelativeFrame` outside any scroll view).
    let windowRelativeNodes = ContainerRelativeNodes()
    /// The frames of `matchedGeometryEffect` sources, and the matched views placed after each pass.
    let matchedGeometry = MatchedGeometryRegistry()

    /// Runs `body` in `phase`, restoring the phase before.
    func run<R>(in phase: GraphPhase, _ body: () -> R) -> R {
        let outer = self.phase
        self.phase = phase
        defer { self.phase = outer }
        return body()
    }

    /// Whether a body may be evaluated now: during an update, or inside a layout callback.
    var mayEvaluateBodies: Bool {
        phase == .update || layoutCallbackDepth > 0
    }

    /// A layout node found during layout that its size estimate was wrong (a lazy stack that measured
    /// rows it had only estimated): its cached sizes are dropped and the layout pass runs once more in
    /// this frame, instead of the node invalidating the layout it is being placed in.
    func requestRelayout(of node: LayoutNode) {
        relayoutRequests.append(node)
    }

    /// Asks for `node` to be placed in one more pass, keeping every cached size: it was told, after
    /// its pass had placed it or outside the placement from the root, that what it shows moved.
    func requestPlacement(of node: LayoutNode) {
        node.setNeedsPlacement()
        needsAnotherPass = true
    }

    /// Places `root` at the origin `origin(fitted size)` chooses, then runs the step that follows every
    /// pass (`placeAfterPass(at:)`), and places again while some node asked for the pass to run once
    /// more (a lazy stack whose estimates were replaced by measurements, a reader whose anchor moved) or
    /// an effect above a node that follows transforms moved it (`TransformFollowers`).
    func placeRoot(_ root: LayoutNode, proposal: ProposedViewSize, at time: Double, origin: (CGSize) -> CGPoint) {
        for _ in 0..<3 {
            placementPass &+= 1
            relayoutRequests.removeAll()
            needsAnotherPass = false
            isPlacingFromRoot = true
            root.place(at: origin(root.sizeThatFits(proposal)), proposal: proposal)
            isPlacingFromRoot = false
            let moved = placeAfterPass(at: time)
            guard moved || needsAnotherPass || !relayoutRequests.isEmpty else { return }
            for node in relayoutRequests { node.invalidateLayout() }
        }
        relayoutRequests.removeAll()
        needsAnotherPass = false
    }

    /// What moves without being laid out again, after a pass: first the matched views' content,
    /// placed in its matched frame at `time` (a glide moves that frame by itself, and a view that is
    /// not the source may have been placed before its source); then the transform followers, which
    /// that placement may have moved too, are asked whether they moved. True when one did.
    private func placeAfterPass(at time: Double) -> Bool {
        matchedGeometry.placeContents(at: time)
        return transformFollowers.markMoved()
    }

    /// Lets go of the tree (the graph is torn down).
    func removeAll() {
        root = nil
        contentRoot = nil
        relayoutRequests.removeAll()
        transformFollowers.removeAll()
    }
}
