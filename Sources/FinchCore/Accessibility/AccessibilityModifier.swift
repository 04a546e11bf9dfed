import Foundation

/// Keeps accessibility properties for its content's layout nodes (`AccessibilityStore`); lays out and
/// draws nothing, and makes no layout node of its own.
public struct _AccessibilityModifier: ViewModifier, PrimitiveModifier {
    let properties: AccessibilityProperties

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let assembler = AccessibilityAssembler(properties: properties)
        let nodes = content(inputs)
        assembler.mark(nodes, depth: inputs.node.depth)
        // A custom assembly, not a concatenation: when the content is evaluated again on its own and
        // gives new layout nodes, they get this modifier's layer too.
        return ViewOutputs(nodes, assembly: .custom(assembler))
    }
}

/// Gives the content's layout nodes the modifier's layer, when built and when they change.
@MainActor
private final class AccessibilityAssembler: OutputAssembler {
    let properties: AccessibilityProperties

    init(properties: AccessibilityProperties) {
        self.properties = properties
    }

    func mark(_ nodes: [LayoutNode], depth: Int) {
        for node in nodes { AccessibilityStore.apply(properties, depth: depth, to: node) }
    }

    func assemble(from node: ViewNode) -> [LayoutNode] {
        let nodes = node.children.flatMap(\.outputs)
        mark(nodes, depth: node.depth)
        return nodes
    }
}
