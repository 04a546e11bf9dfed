import Foundation

/// Reads the traits a container's child sets inside its own `body` (`struct Row: View { var body:
/// some View { Text("x").tag(3) } }`), as SwiftUI sees them: the child's body is evaluated to find
/// the modifiers it ends in, with its dynamic properties linked to a scratch node in the container's
/// environment (state at its initial value; the node is unmounted straight after).
///
/// Only user views are looked into: Finch's composite views (`NavigationStack`, `Label`) set no
/// traits for their container. A container's probe lives in its graph node and remembers each child's
/// traits with the view value they came from, so an unchanged child costs one value comparison and its
/// body is not evaluated again.
@MainActor
final class TraitProbe: NodeStorageKey {
    typealias Value = TraitProbe

    private struct Entry {
        let view: Any
        let traits: ViewTraits
    }

    /// The container's node and environment: bodies are evaluated under it.
    private weak var parent: ViewNode?
    private var environment = EnvironmentValues()
    private var cache: [AnyHashable: Entry] = [:]

    /// Bodies nested this deep without a trait are not looked into further.
    private static let maximumDepth = 4
    /// Whether a type is Finch's own (never looked into), worked out once per type.
    private static var isFinchType: [ObjectIdentifier: Bool] = [:]

    private init() {}

    /// The probe of the view whose body is being evaluated now (a `List`'s, a `Picker`'s, a
    /// `TabView`'s), kept in its node, in the node's environment as it is now; a probe that looks into
    /// nothing outside an evaluation.
    static func current() -> TraitProbe {
        guard let node = BodyEvaluation.node else { return TraitProbe() }
        let probe = node.stored(TraitProbe.self) { TraitProbe() }
        probe.parent = node
        probe.environment = node.environment
        return probe
    }

    /// `view`'s traits, those set inside its body (and its body's body) included. With an `id` the
    /// answer is remembered for that child while its view value stays the same (the id is asked for
    /// only then).
    func traits(of view: any View, id: @autoclosure () -> AnyHashable? = nil) -> ViewTraits {
        // Most children end in a primitive view (a row's `Text`): their modifiers say it all, at no
        // cost beyond reading them.
        var base = view
        let own = (view as? any ViewTraitCarrier)?.traits { innermost in
            base = innermost
            return ViewTraits()
        }
        if !mayHaveBody(base) { return own ?? ViewTraits() }
        guard let id = id() else { return resolve(view, depth: 0) }
        if let entry = cache[id], Self.isUnchanged(view, from: entry.view) { return entry.traits }
        let traits = resolve(view, depth: 0)
        cache[id] = Entry(view: view, traits: traits)
        return traits
    }

    /// Whether `view` may be a user view with a body to look into (an `AnyView` may hold one).
    private func mayHaveBody(_ view: any View) -> Bool {
        func open<V: View>(_ view: V) -> Bool {
            view is AnyView || (V.Body.self != Never.self && !(view is any PrimitiveView) && !Self.isFinch(V.self))
        }
        return open(view)
    }

    private static func isUnchanged(_ view: any View, from old: Any) -> Bool {
        func open<V: View>(_ view: V) -> Bool { ValueEquality.isUnchanged(view, from: old) }
        return open(view)
    }

    private func resolve(_ view: any View, depth: Int) -> ViewTraits {
        if let carrier = view as? any ViewTraitCarrier {
            return carrier.traits { base in self.resolve(base, depth: depth) }
        }
        if let erased = view as? AnyView { return resolve(erased.view, depth: depth) }
        guard depth < Self.maximumDepth, let body = body(of: view) else { return ViewTraits() }
        return resolve(body, depth: depth + 1)
    }

    /// The body of a user's composite view, evaluated in a scratch node; nil for other views.
    private func body(of view: any View) -> (any View)? {
        func open<V: View>(_ view: V) -> (any View)? {
            guard V.Body.self != Never.self, !(view is any PrimitiveView), !Self.isFinch(V.self),
                let parent, parent.isAttached
            else { return nil }
            let scratch = ViewNode(
                graph: parent.graph, parent: parent, component: .explicit(AnyHashable(ProbeKey())),
                viewType: ObjectIdentifier(V.self))
            scratch.setEnvironment(environment)
            defer { scratch.unmount() }
            DynamicPropertyInstaller.install(in: view, node: scratch)
            // Counted as any evaluation is, so tests see what reading traits costs.
            parent.graph.countBodyEvaluation(of: V.self)
            return view.body
        }
        return open(view)
    }

    private static func isFinch<V>(_ type: V.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = isFinchType[key] { return known }
        let name = String(reflecting: type)
        let finch = name.hasPrefix("FinchCore.") || name.hasPrefix("Finch.")
        isFinchType[key] = finch
        return finch
    }

    private struct ProbeKey: Hashable {}
}

/// The node whose body is being evaluated now, for containers that look into their children's
/// bodies (`TraitProbe.current()`).
@MainActor
enum BodyEvaluation {
    static var node: ViewNode?
}
