import Foundation

/// The layout tree of a window and where its layout and paint stand: Flutter's `PipelineOwner` for a
/// view graph.
///
/// Its one job is the placed tree's state: the root layout node (the root view's, under the
/// presentations when there are any), the size last laid out, the phase running now and how deep
/// inside layout callbacks, the nodes that asked for the layout pass to run again, and whether the
/// drawing changed without a layout. The graph runs the phases (`ViewGraph+Layout`); this keeps
/// where they are.
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
    /// True when the drawing changed without a layout change (a scroll view moved its content).
    var needsDisplay = false
    /// Nodes that depend on the effects above them (geometry readers that read their position, anchored
    /// views), asked after each pass whether those moved them.
    let transformFollowers = TransformFollowers()

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

    /// Places `root` at the origin `origin(fitted size)` chooses, and again while some node asked
    /// for the pass to run once more (a lazy stack whose estimates were replaced by measurements) or an
    /// effect above a node that follows transforms moved it (`TransformFollowers`).
    func placeRoot(_ root: LayoutNode, proposal: ProposedViewSize, origin: (CGSize) -> CGPoint) {
        for _ in 0..<3 {
            placementPass &+= 1
            relayoutRequests.removeAll()
            root.place(at: origin(root.sizeThatFits(proposal)), proposal: proposal)
            let moved = transformFollowers.markMoved()
            guard moved || !relayoutRequests.isEmpty else { return }
            for node in relayoutRequests { node.invalidateLayout() }
        }
        relayoutRequests.removeAll()
    }

    /// Lets go of the tree (the graph is torn down).
    func removeAll() {
        root = nil
        contentRoot = nil
        relayoutRequests.removeAll()
        transformFollowers.removeAll()
    }
}
