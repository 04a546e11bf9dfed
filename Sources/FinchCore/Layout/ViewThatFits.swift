import Foundation

/// Shows the first of its children that fits, as SwiftUI's `ViewThatFits`: each child's ideal size
/// along `axes` (measured with those dimensions unspecified, the proposal kept along the others) is
/// compared with the proposal, in order; the first that fits is shown, else the last. Only the one
/// shown is drawn, touched and read out (see `ViewThatFitsNode`).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let children = inputs.outsideStack.build(content, identity: .index(0))
        let scale = inputs.environment.displayScale
        if let node = inputs.node[ViewThatFitsNode.self], node.displayScale == scale {
            node.update(axes: axes, children: children)
            return ViewOutputs([node], assembly: .container(node))
        }
        let node = ViewThatFitsNode(axes: axes, candidates: children, displayScale: scale)
        inputs.node[ViewThatFitsNode.self] = node
        return ViewOutputs([node], assembly: .container(node))
    }
}
