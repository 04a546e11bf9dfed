import Foundation

/// What flows down while view values are turned into layout nodes: environment, the graph node
/// children attach to, services, the enclosing stack's axis and a modifier's wrapped content.
@MainActor
struct BuildContext {
    var environment: EnvironmentValues
    /// The graph node whose children are being built.
    let node: ViewNode
    let services: PlatformServices
    /// The axis of the stack whose direct children are being built (spacers grow along it).
    var stackAxis: Axis?
    /// Builds the content a `ViewModifier`'s `body(content:)` wraps, with the context at that point.
    var modifierContent: ModifierContentBuilder?
    /// The transaction of the update, as changed by `.animation` and `.transaction` modifiers above.
    var transaction: Transaction

    init(node: ViewNode, environment: EnvironmentValues, services: PlatformServices) {
        self.node = node
        self.environment = environment
        self.services = services
        self.transaction = node.graph.currentTransaction
    }

    var identity: Identity { node.identity }

    /// The layout nodes of `view` as the child `component` of this context's node.
    ///
    /// The child keeps its graph node (and so its state) while its identity stays; when its view
    /// value and environment are unchanged and nothing it reads changed, its last nodes are reused.
    func build<V: View>(_ view: V, identity component: IdentityComponent) -> [LayoutNode] {
        let child = node.child(for: component, type: V.self)
        return child.update(view, context: self)
    }

    /// Builds an existential view (from `AnyView` or a `TupleView`'s children) by opening it.
    func buildAny(_ view: any View, identity component: IdentityComponent) -> [LayoutNode] {
        func open<V: View>(_ concrete: V) -> [LayoutNode] { build(concrete, identity: component) }
        return open(view)
    }

    /// A context for children that are not directly in a stack.
    var outsideStack: BuildContext {
        var context = self
        context.stackAxis = nil
        return context
    }

    /// The same context, building children of `node`.
    func moved(to node: ViewNode) -> BuildContext {
        var context = BuildContext(node: node, environment: environment, services: services)
        context.stackAxis = stackAxis
        context.modifierContent = modifierContent
        context.transaction = transaction
        return context
    }
}

/// Builds a modifier's wrapped content; reference type so nested modifiers can chain.
@MainActor
final class ModifierContentBuilder {
    let build: (BuildContext) -> [LayoutNode]

    init(build: @escaping (BuildContext) -> [LayoutNode]) {
        self.build = build
    }
}
