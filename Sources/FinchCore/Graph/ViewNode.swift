import Foundation

/// One view in the live graph: it holds the view's identity, state and last layout nodes.
///
/// A node lives exactly as long as its identity (type and position, or explicit id). Its body is
/// evaluated only when it is new, its view value or environment changed, or something it read
/// (state, an observed object, an observable property) changed.
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    private(set) weak var parent: ViewNode?
    let component: IdentityComponent
    let viewType: ObjectIdentifier
    let depth: Int

    // `@exclusivity(unchecked)`: hot main-actor state that no code accesses while another access to it
    // is open (with checks on, the tests never trip); the runtime checks cost a tenth of layout time.
    /// Children in the order the last evaluation visited them.
    @exclusivity(unchecked) private(set) var children: [ViewNode] = []
    @exclusivity(unchecked) private var childrenByKey: [IdentityComponent: ViewNode] = [:]
    /// Children visited by the current evaluation carry its stamp; a stamp instead of a set of
    /// visited keys spares hashing every key twice more per child.
    @exclusivity(unchecked) private var evaluationStamp = 0
    @exclusivity(unchecked) private var visitedStamp = -1
    @exclusivity(unchecked) private var visitedCount = 0
    @exclusivity(unchecked) private var nextChildren: [ViewNode] = []

    @exclusivity(unchecked) private(set) var view: Any?
    @exclusivity(unchecked) private(set) var environment = EnvironmentValues()
    @exclusivity(unchecked) private var stackAxis: Axis?
    @exclusivity(unchecked) private var modifierContent: ModifierContentBuilder?

    /// Set when something this node read changed; cleared by the next evaluation.
    @exclusivity(unchecked) var isInvalidated = true
    @exclusivity(unchecked) private(set) var isAttached = true
    @exclusivity(unchecked) var outputs: [LayoutNode] = []
    @exclusivity(unchecked) var assembly: Assembly = .concatenate

    /// Storage of the view's dynamic properties (state, objects), by their order in the view.
    var propertyStorage: [Int: AnyObject] = [:]
    /// Work to undo when the node goes away (subscriptions, tasks).
    var teardownActions: [() -> Void] = []
    /// Values kept between evaluations by modifiers such as `onChange`, keyed by the modifier.
    var modifierState: [String: Any] = [:]

    init(graph: ViewGraph, parent: ViewNode?, component: IdentityComponent, viewType: ObjectIdentifier) {
        self.graph = graph
        self.parent = parent
        self.component = component
        self.viewType = viewType
        self.depth = (parent?.depth ?? -1) + 1
    }

    /// The path of components from the root, built on demand (only diagnostics need it).
    var identity: Identity {
        var components: [IdentityComponent] = []
        var node: ViewNode? = self
        while let current = node {
            components.append(current.component)
            node = current.parent
        }
        var identity = Identity()
        for component in components.reversed() { identity = identity.appending(component) }
        return identity
    }

    // MARK: Children

    /// The child for `component`, kept when its type matches, otherwise replaced by a new one.
    func child<V: View>(for component: IdentityComponent, type: V.Type) -> ViewNode {
        var key = component
        // Duplicate ids (a ForEach with repeated ids) each get their own node, as SwiftUI warns and copes.
        var duplicate = 0
        var existing = childrenByKey[key]
        while let visited = existing, visited.visitedStamp == evaluationStamp {
            duplicate += 1
            key = .explicit(AnyHashable(DuplicateKey(base: AnyHashable(component), count: duplicate)))
            existing = childrenByKey[key]
        }
        let wanted = ObjectIdentifier(type)
        let node: ViewNode
        if let existing, existing.viewType == wanted {
            node = existing
        } else {
            if let existing { existing.detach() }
            node = ViewNode(graph: graph, parent: self, component: key, viewType: wanted)
            childrenByKey[key] = node
            graph.nodeAppeared(node)
        }
        node.visitedStamp = evaluationStamp
        visitedCount += 1
        nextChildren.append(node)
        return node
    }

    private func beginChildren() {
        evaluationStamp += 1
        visitedCount = 0
        nextChildren.removeAll(keepingCapacity: true)
    }

    /// Children the evaluation did not visit are gone: their state is dropped and they disappear.
    private func endChildren() {
        if childrenByKey.count != visitedCount {
            for (key, node) in childrenByKey where node.visitedStamp != evaluationStamp {
                node.detach()
                childrenByKey[key] = nil
            }
        }
        children = nextChildren
    }

    // MARK: Update

    /// The node's layout nodes for `view`, evaluating only when something changed.
    func update<V: View>(_ view: V, context: BuildContext) -> [LayoutNode] {
        if canReuse(view, context: context) { return outputs }
        return evaluate(view, context: context)
    }

    private func canReuse<V: View>(_ view: V, context: BuildContext) -> Bool {
        guard !isInvalidated, let old = self.view, stackAxis == context.stackAxis, !(V.self is any AlwaysEvaluated.Type)
        else { return false }
        guard environment.isGraphEqual(to: context.environment) else { return false }
        return ValueEquality.areEqual(old, view)
    }

    private func evaluate<V: View>(_ view: V, context: BuildContext) -> [LayoutNode] {
        self.view = view
        environment = context.environment
        stackAxis = context.stackAxis
        modifierContent = context.modifierContent
        isInvalidated = false
        assembly = .concatenate
        let inner = context.moved(to: self)
        beginChildren()
        let result: [LayoutNode]
        if let primitive = view as? any PrimitiveView {
            result = primitive.makeNodes(in: inner)
        } else {
            graph.countBodyEvaluation(of: V.self)
            let body = graph.evaluateBody(of: view, in: self)
            result = inner.build(body, identity: .index(0))
        }
        endChildren()
        outputs = result
        return result
    }

    /// Evaluates again with the last view value and context (after its own state changed).
    func reevaluate() {
        guard let view, isAttached, let parent else { return }
        var context = BuildContext(node: parent, environment: environment, services: graph.services)
        context.stackAxis = stackAxis
        context.modifierContent = modifierContent
        func open<V: View>(_ value: V) { _ = evaluate(value, context: context) }
        if let view = view as? any View { open(view) }
    }

    /// Rebuilds the outputs from the children's outputs; true when they are different nodes.
    func reassemble() -> Bool {
        let new: [LayoutNode]
        switch assembly {
        case .concatenate: new = children.flatMap(\.outputs)
        case .container(let container):
            container.replaceChildren(children.flatMap(\.outputs))
            return false
        case .wrap(let wrapper): new = wrapper.wrap(children.flatMap(\.outputs))
        case .custom(let make): new = make(self)
        }
        let changed = new.count != outputs.count || zip(new, outputs).contains { $0 !== $1 }
        outputs = new
        return changed
    }

    /// Builds children outside an evaluation (a geometry reader's content at layout time).
    func rebuildChildren(_ build: (BuildContext) -> [LayoutNode], context: BuildContext) -> [LayoutNode] {
        beginChildren()
        let result = build(context.moved(to: self))
        endChildren()
        return result
    }

    // MARK: Lifetime

    /// The identity is gone: undo subscriptions and tasks, run disappear actions, drop state.
    func detach() {
        guard isAttached else { return }
        isAttached = false
        for child in children { child.detach() }
        for (_, child) in childrenByKey where child.isAttached { child.detach() }
        let actions = teardownActions
        teardownActions.removeAll()
        for action in actions { action() }
        graph.nodeDisappeared(self)
        propertyStorage.removeAll()
    }

    func child(at key: IdentityComponent) -> ViewNode? { childrenByKey[key] }
}

/// Views whose value says nothing about their content (a modifier's content placeholder): never reused.
@MainActor
protocol AlwaysEvaluated {}

private struct DuplicateKey: Hashable {
    let base: AnyHashable
    let count: Int
}
