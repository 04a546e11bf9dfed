import Foundation

/// Turns a root view into laid-out nodes and a display list.
///
/// The headless renderer, the test window and the GTK host all drive a view through this type.
@MainActor
public final class ViewGraph {
    private let makeRootNodes: (BuildContext) -> [LayoutNode]
    private let services: PlatformServices
    public var environment: EnvironmentValues
    private(set) var root: LayoutNode?

    public init<V: View>(root view: V, services: PlatformServices, environment: EnvironmentValues = EnvironmentValues())
    {
        self.makeRootNodes = { $0.build(view, identity: .index(0)) }
        self.services = services
        self.environment = environment
    }

    /// Builds the node tree; several root views stack vertically, as SwiftUI does at a window's root.
    private func buildRoot() -> LayoutNode {
        let context = BuildContext(environment: environment, services: services)
        let nodes = makeRootNodes(context)
        if nodes.count == 1, let only = nodes.first { return only }
        return LayoutContainerNode(layout: VStackLayout(), children: nodes, displayScale: environment.displayScale)
    }

    /// The size the root view chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let root = buildRoot()
        self.root = root
        return root.sizeThatFits(proposal)
    }

    /// Lays the view out in a window of `size`: the root is offered the size and centred in it.
    public func layout(in size: CGSize) {
        let root = buildRoot()
        self.root = root
        let proposal = ProposedViewSize(size.sanitized)
        let fitted = root.sizeThatFits(proposal)
        let origin = CGPoint(
            x: fitted.width.isFinite ? (size.sanitized.width - fitted.width) / 2 : 0,
            y: fitted.height.isFinite ? (size.sanitized.height - fitted.height) / 2 : 0)
        root.place(at: origin, proposal: proposal)
    }

    /// Lays the view out at exactly its size for `proposal`, top-leading at the origin.
    public func layoutToFit(_ proposal: ProposedViewSize) -> CGSize {
        let root = buildRoot()
        self.root = root
        let size = root.sizeThatFits(proposal)
        root.place(at: .zero, proposal: proposal)
        return size
    }

    /// What the last layout paints.
    public var displayList: DisplayList {
        var items: [DisplayItem] = []
        root?.render(into: &items)
        return DisplayList(items: items)
    }

    /// Where a `Text` showing exactly `string` was placed, in window points.
    public func frames(ofText string: String) -> [CGRect] {
        var result: [CGRect] = []
        visit { node in
            if let text = node as? TextNode, text.string == string { result.append(text.frame) }
        }
        return result
    }

    /// The frames of every node in the tree, depth first (for layout tests).
    func visit(_ body: (LayoutNode) -> Void) {
        func walk(_ node: LayoutNode) {
            body(node)
            for child in node.children { walk(child) }
        }
        if let root { walk(root) }
    }
}
