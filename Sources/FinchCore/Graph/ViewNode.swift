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
    /// True while the view is gone from its parent but still drawn, leaving through its transition.
    var isLeaving = false
    /// A presentation's root (a sheet): when it leaves, it is drawn over the window, not in its place.
    var drawsOverWindow = false
    @exclusivity(unchecked) var outputs: [LayoutNode] = []
    @exclusivity(unchecked) var assembly: Assembly = .concatenate

    /// Storage of the view's dynamic properties (state, objects), by their order in the view.
    var propertyStorage: [Int: AnyObject] = [:]
    /// Work to undo when the node goes away (subscriptions, tasks).
    var teardownActions: [() -> Void] = []
    /// Values kept between evaluations by modifiers such as `onChange`, keyed by the modifier.
    var modifierState: [String: Any] = [:]
    /// Where this node sits among its parent's children, and where its outputs start among the
    /// parent's concatenated children's outputs (kept so a patch costs no search or sum).
    var indexInParent = 0
    private var childOutputOffsets: [Int] = []
    private var childOutputOffsetsValid = false

    /// Values this view animates (effects, shape data, frames, modifier data), by slot name.
    private var animatedValues: [String: AnyObject] = [:]
    /// How this node's modifier changes the transaction for its subtree (`.animation`, `.transaction`).
    var transactionTransform: ((inout Transaction) -> Void)? {
        didSet { if transactionTransform != nil { graph.hasTransactionTransforms = true } }
    }
    /// The transaction that applied inside this node during the last update that evaluated it.
    private(set) var lastTransaction: (update: Int, transaction: Transaction)?
    /// For each environment value the body read: true while a new environment leaves it unchanged.
    var environmentDependencies: [(EnvironmentValues) -> Bool] = []
    /// The transition of a `.transition` modifier evaluated in this node.
    var transition: TransitionRecord?
    /// True for lazy stacks: children that leave (scrolled away) are detached at once, never
    /// kept for a removal transition, even in an animated transaction.
    var removesChildrenAtOnce = false
    /// Preference values this node's modifiers set, by key type.
    var preferenceValues: [ObjectIdentifier: Any] = [:]

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
            if let existing { remove(existing) }
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

    /// Keeps every child through the current evaluation. For containers that build their content
    /// later, during layout (`GeometryReader`): without this the evaluation would drop the children it
    /// did not build, losing their state and running their transitions again; the next layout's
    /// rebuild then removes only the ones that are really gone.
    func keepChildren() {
        for child in children where child.visitedStamp != evaluationStamp {
            child.visitedStamp = evaluationStamp
            visitedCount += 1
            nextChildren.append(child)
        }
    }

    /// Keeps one child, as built before, through the current evaluation (a lazy stack's row that stays
    /// on screen while others scroll in: building it again would only evaluate it again).
    func keep(_ child: ViewNode) {
        guard child.parent === self, child.visitedStamp != evaluationStamp else { return }
        child.visitedStamp = evaluationStamp
        visitedCount += 1
        nextChildren.append(child)
    }

    /// Children the evaluation did not visit are gone: their state is dropped and they disappear.
    private func endChildren() {
        if childrenByKey.count != visitedCount {
            for (key, node) in childrenByKey where node.visitedStamp != evaluationStamp {
                remove(node)
                childrenByKey[key] = nil
            }
        }
        children = nextChildren
        childOutputOffsetsValid = false
        for (index, child) in children.enumerated() { child.indexInParent = index }
    }

    // MARK: Update

    /// The node's layout nodes for `view`, evaluating only when something changed.
    func update<V: View>(_ view: V, context: BuildContext) -> [LayoutNode] {
        guard !isInvalidated, let old = self.view, stackAxis == context.stackAxis,
            !(V.self is any AlwaysEvaluated.Type), ValueEquality.areEqual(view: old as? V, view)
        else { return evaluate(view, context: context) }
        if environment.isGraphEqual(to: context.environment) { return outputs }
        // The environment changed, but perhaps not in what this view's body reads: then the new
        // environment is passed on to the body's last value without evaluating the body again.
        if !(view is any PrimitiveView), environmentDependencies.allSatisfy({ $0(context.environment) }),
            let body = children.first?.view as? any View
        {
            return passEnvironment(to: body, context: context)
        }
        return evaluate(view, context: context)
    }

    private func passEnvironment(to body: any View, context: BuildContext) -> [LayoutNode] {
        environment = context.environment
        modifierContent = context.modifierContent
        beginChildren()
        let result = context.moved(to: self).buildAny(body, identity: .index(0))
        endChildren()
        adopt(result)
        outputs = result
        return result
    }

    private func evaluate<V: View>(_ view: V, context: BuildContext) -> [LayoutNode] {
        self.view = view
        environment = context.environment
        lastTransaction = (graph.updateCount, context.transaction)
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
            environmentDependencies.removeAll()
            let body = graph.evaluateBody(of: view, in: self)
            result = inner.build(body, identity: .index(0))
        }
        endChildren()
        childOutputOffsetsValid = false
        adopt(result)
        outputs = result
        return result
    }

    /// Marks layout nodes this node made as its own, numbered, so their animations find them again.
    private func adopt(_ nodes: [LayoutNode], startingAt first: Int = 0) {
        for (index, node) in nodes.enumerated() where node.owner == nil {
            node.owner = self
            node.ordinal = first + index
        }
    }

    /// Frames of this node's layout nodes at the last layout, by ordinal.
    private var placedFrames: [CGRect?] = []
    private var frameAnimations: [Int: AnimatedValue<AnimatableVector>] = [:]

    var hasFrameAnimations: Bool { !frameAnimations.isEmpty }

    func placedFrame(_ ordinal: Int) -> CGRect? {
        ordinal < placedFrames.count ? placedFrames[ordinal] : nil
    }

    func setPlacedFrame(_ frame: CGRect, ordinal: Int) {
        while placedFrames.count <= ordinal { placedFrames.append(nil) }
        placedFrames[ordinal] = frame
    }

    func frameAnimation(_ ordinal: Int) -> AnimatedValue<AnimatableVector>? {
        frameAnimations[ordinal]
    }

    /// The animation of frame `ordinal`, moved from `previous` to `frame` with the transaction's animation.
    func animatedFrame(
        _ ordinal: Int, from previous: CGRect, to frame: CGRect, transaction: Transaction
    ) -> AnimatedValue<AnimatableVector> {
        let value = frameAnimations[ordinal] ?? AnimatedValue(previous.animatableVector)
        frameAnimations[ordinal] = value
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        if value.setTarget(frame.animatableVector, animation: animation, time: graph.time) {
            graph.animationStarted(value)
        }
        return value
    }

    /// The animated value in slot `key`, moved to `target` with the transaction's animation.
    func animatedValue<V: VectorArithmetic>(
        _ key: String, target: V, transaction: @autoclosure () -> Transaction
    ) -> AnimatedValue<V> {
        if let existing = animatedValues[key] as? AnimatedValue<V> {
            guard existing.target != target else { return existing }
            let transaction = transaction()
            let animation = transaction.disablesAnimations ? nil : transaction.animation
            if existing.setTarget(target, animation: animation, time: graph.time) { graph.animationStarted(existing) }
            return existing
        }
        let value = AnimatedValue(target)
        animatedValues[key] = value
        return value
    }

    /// The transaction that applies to this node now: the update's, changed by the modifiers above it.
    ///
    /// What reaches the node is cached per update or layout, so asking for many nodes (every row a
    /// scrolled list moves) walks each ancestor once, not once per node.
    func effectiveTransaction() -> Transaction {
        var transaction: Transaction
        if let last = lastTransaction, last.update == graph.updateCount {
            transaction = last.transaction
        } else {
            transaction = parent?.effectiveTransaction() ?? graph.currentTransaction
            lastTransaction = (graph.updateCount, transaction)
        }
        transactionTransform?(&transaction)
        return transaction
    }

    /// Evaluates again with the last view value and context (after its own state changed).
    /// True while the node evaluates its last view again (an animation frame, its own state), not a new one.
    private(set) var isReevaluating = false

    func reevaluate() {
        guard let view, isAttached, let parent else { return }
        isReevaluating = true
        defer { isReevaluating = false }
        var context = BuildContext(node: parent, environment: environment, services: graph.services)
        context.transaction = parent.effectiveTransaction()
        context.stackAxis = stackAxis
        context.modifierContent = modifierContent
        func open<V: View>(_ value: V) { _ = evaluate(value, context: context) }
        if let view = view as? any View { open(view) }
    }

    /// Applies a change of one child's outputs to this node's outputs, touching only the changed
    /// part when the child kept its number of nodes; returns the change this node's parent must
    /// apply, or nil when this node's outputs stay the same objects.
    ///
    /// - Complexity: O(number of children) integer and pointer work; no layout node is rebuilt
    ///   except the changed ones, so one row of 10,000 costs about what one row of 100 does.
    func reassemble(child: ViewNode, patch: OutputPatch) -> OutputPatch? {
        let index = child.indexInParent
        guard patch.range.count == patch.nodes.count, index < children.count, children[index] === child else {
            childOutputOffsetsValid = false
            return fullPatch()
        }
        if !childOutputOffsetsValid {
            // One pass when the children change; patches of the same size keep the offsets valid.
            var running = 0
            childOutputOffsets = children.map { child in
                defer { running += child.outputs.count }
                return running
            }
            childOutputOffsetsValid = true
        }
        let offset = childOutputOffsets[index]
        let range = (patch.range.lowerBound + offset)..<(patch.range.upperBound + offset)
        switch assembly {
        case .concatenate:
            guard range.upperBound <= outputs.count else { return fullPatch() }
            outputs.replaceSubrange(range, with: patch.nodes)
            return OutputPatch(range: range, nodes: patch.nodes, replacedCount: range.count)
        case .container(let container):
            container.replaceChildren(in: range, with: patch.nodes)
            return nil
        case .wrap(let wrapper):
            guard range.upperBound <= outputs.count else { return fullPatch() }
            let wrapped = wrapper.replace(Array(outputs[range]), with: patch.nodes)
            adopt(wrapped, startingAt: range.lowerBound)
            outputs.replaceSubrange(range, with: wrapped)
            return OutputPatch(range: range, nodes: wrapped, replacedCount: range.count)
        case .custom:
            return fullPatch()
        }
    }

    private func fullPatch() -> OutputPatch? {
        childOutputOffsetsValid = false
        let count = outputs.count
        return reassemble() ? OutputPatch(range: 0..<count, nodes: outputs, replacedCount: count) : nil
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
        adopt(new)
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

    /// A child's identity is gone. In an animated transaction it leaves through its transition
    /// (`.opacity` by default) and is detached when that animation ends; otherwise at once.
    private func remove(_ child: ViewNode) {
        if removesChildrenAtOnce {
            child.detach()
            return
        }
        let transaction = effectiveTransaction()
        let found = child.removalTransition() ?? enclosingGroupTransition()
        let animation = found?.record.transition.animation ?? transaction.animation
        // An identity transition has nothing to animate: the view goes at once (lecture 6's pie
        // branches swap this way) instead of staying drawn above its siblings.
        let isIdentity = found.map { $0.record.transition.isIdentity } ?? false
        guard let animation, !isIdentity, !transaction.disablesAnimations, !child.outputs.isEmpty else {
            child.detach()
            return
        }
        if let found, found.record.transition.modifiers != nil {
            // A modifier transition: evaluate its view once more with the `active` modifier, in this
            // animated update, so the modifier's values move toward it while the view leaves.
            found.record.isRemoving = true
            found.node.reevaluate()
            graph.keepWhileLeaving(child, modifierTransition: found.node, animation: animation)
            return
        }
        // A transition found inside the removed view applies where it was set: a card's `.scale`
        // shrinks the card, not the whole grid its `.position` wrapper covers.
        let area = found.map { $0.node.outputs.reduce(CGRect.null) { $0.union($1.frame) } }
        graph.keepWhileLeaving(
            child, transition: found?.record.transition ?? .opacity, animation: animation,
            area: area.flatMap { $0.isNull ? nil : $0 })
    }

    /// A transition on a `Group` applies to each of its views, as in SwiftUI: from this node up
    /// through the conditionals that hold the removed view, a `Group`, and the modifiers on that
    /// group (`Group { … }.padding(5).transition(.identity)`), the first `.transition`.
    private func enclosingGroupTransition() -> (node: ViewNode, record: TransitionRecord)? {
        var current: ViewNode? = self
        var insideGroup = false
        while let node = current {
            if let transition = node.transition { return (node, transition) }
            if node.view is any GroupMarker {
                insideGroup = true
            } else if !(node.view is any TransparentContainer), !(insideGroup && node.view is any ModifierMarker) {
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// The transition of this view: its own `.transition`, or one on the single chain of views it is
    /// made of, with the node that applies it.
    private func removalTransition() -> (node: ViewNode, record: TransitionRecord)? {
        var current: ViewNode? = self
        while let node = current {
            if let transition = node.transition { return (node, transition) }
            current = node.children.count == 1 ? node.children.first : nil
        }
        return nil
    }

    /// The view drawn right after this one in the same container, for a view leaving to be drawn under
    /// it: the next sibling, looking up through views that pass their children's nodes straight on
    /// (conditionals, tuples, groups); nil when this view was the last.
    func siblingDrawnAfter() -> ViewNode? {
        var current = self
        while let parent = current.parent {
            let index = current.indexInParent
            if index < parent.children.count, parent.children[index] === current,
                let next = parent.children[(index + 1)...].first(where: {
                    $0.isAttached && !$0.isLeaving && !$0.outputs.isEmpty
                })
            {
                return next
            }
            guard case .concatenate = parent.assembly else { return nil }
            current = parent
        }
        return nil
    }

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

    /// The reduced value of preference `K` over this subtree, children in tree order.
    func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value = K.defaultValue
        var found = false
        func collect(_ node: ViewNode) {
            if let own = node.preferenceValues[ObjectIdentifier(key)] as? K.Value {
                if found {
                    K.reduce(value: &value) { own }
                } else {
                    value = own
                    found = true
                }
            }
            for child in node.children { collect(child) }
        }
        collect(self)
        return value
    }
}

/// Views whose value says nothing about their content (a modifier's content placeholder): never reused.
@MainActor
protocol AlwaysEvaluated {}

private struct DuplicateKey: Hashable {
    let base: AnyHashable
    let count: Int
}

/// A change to a node's outputs: `range` of the old outputs is replaced by `nodes`.
@MainActor
struct OutputPatch {
    let range: Range<Int>
    let nodes: [LayoutNode]
    /// How many outputs the range covered before (for a full patch, the old count).
    let replacedCount: Int
}
