import Foundation

/// Presents a view over the whole window the way `.sheet` does (built as a child of the modifier's node,
/// its layout nodes handed to the graph as a presentation layer), for alerts, confirmation dialogs and
/// menus. The layer is built with `dismiss` in its environment; `keys` sees keys first while it is in
/// front (Return, Escape, arrows).
struct _OverlayPresentationModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    let isPresented: Bool
    /// Which presentation this is under the node (one modifier presents one thing).
    let slot: IdentityComponent
    /// A new value is a new layer (a new alert item).
    let identity: AnyHashable?
    let layer: () -> Layer
    let dismiss: DismissAction
    let keys: (@MainActor (KeyEvent) -> Bool)?

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content body: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let inner = body(inputs)
        if isPresented {
            var context = inputs
            context.environment.dismiss = dismiss
            context.environment.isPresented = true
            context.environment.primaryScrollObserver = nil
            context.environment.tabBarScrollEdge = nil
            _ = context.build(layer().id(identity ?? AnyHashable(0)), identity: slot)
            // Drawn over the window while it leaves too, not inside the view that presented it.
            node.child(at: slot)?.drawsOverWindow = true
        }
        installTeardown(in: node)
        let assembler = OverlayAssembler(isPresented: isPresented, slot: slot, dismiss: dismiss, keys: keys)
        _ = assembler.assemble(from: node)
        return ViewOutputs(inner, assembly: .custom(assembler))
    }

    /// Takes the layer off the window when the modifier's node goes (once per node).
    private func installTeardown(in node: ViewNode) {
        guard node[OverlayTeardown.self] == nil else { return }
        node[OverlayTeardown.self] = true
        let handle = GraphHandle(node.graph)
        node.addTeardownAction { [weak node] in
            if let node { handle.graph?.setPresentation(of: node, layers: [], dismiss: nil) }
        }
    }
}

/// Whether an overlay modifier's node has its teardown installed.
private enum OverlayTeardown: NodeStorageKey {
    typealias Value = Bool
}

/// Hands the layer's nodes to the window as a presentation and keeps the modified view's nodes as the
/// modifier's outputs; a layer on its way out is drawn by the graph's leaving views.
@MainActor
private final class OverlayAssembler: OutputAssembler {
    let isPresented: Bool
    let slot: IdentityComponent
    let dismiss: DismissAction
    let keys: (@MainActor (KeyEvent) -> Bool)?

    init(isPresented: Bool, slot: IdentityComponent, dismiss: DismissAction, keys: (@MainActor (KeyEvent) -> Bool)?) {
        self.isPresented = isPresented
        self.slot = slot
        self.dismiss = dismiss
        self.keys = keys
    }

    func assemble(from node: ViewNode) -> [LayoutNode] {
        let layer = node.child(at: slot)
        let layers = isPresented ? layer?.outputs ?? [] : []
        node.graph.setPresentation(
            of: node, layers: layers, dismiss: isPresented ? dismiss : nil, slot: slot, keys: keys)
        return node.children.filter { $0 !== layer }.flatMap(\.outputs)
    }
}
