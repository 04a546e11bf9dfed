import Foundation

/// What flows down while view values are turned into layout nodes: environment, identity, services.
@MainActor
struct BuildContext {
    var environment: EnvironmentValues
    var identity: Identity
    let services: PlatformServices
    /// The axis of the stack whose direct children are being built (spacers grow along it).
    var stackAxis: Axis?
    /// Builds the content a `ViewModifier`'s `body(content:)` wraps, with the context at that point.
    var modifierContent: ModifierContentBuilder?

    init(environment: EnvironmentValues, services: PlatformServices) {
        self.environment = environment
        self.identity = Identity()
        self.services = services
    }

    /// The nodes of any view: primitives make their own, composite views are expanded through `body`.
    func build<V: View>(_ view: V, identity component: IdentityComponent) -> [LayoutNode] {
        var context = self
        context.identity = identity.appending(component)
        return context.buildHere(view)
    }

    /// Builds `view` at this context's identity.
    func buildHere<V: View>(_ view: V) -> [LayoutNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: self)
        }
        var context = self
        context.stackAxis = stackAxis
        context.identity = identity.appending(.type(ObjectIdentifier(V.self)))
        return context.buildHere(view.body)
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
}

/// Builds a modifier's wrapped content; reference type so nested modifiers can chain.
@MainActor
final class ModifierContentBuilder {
    let build: (BuildContext) -> [LayoutNode]

    init(build: @escaping (BuildContext) -> [LayoutNode]) {
        self.build = build
    }
}
