import FinchUnsafe
import Foundation

/// One view in the live graph: it holds the view's identity, state and last layout nodes.
///
/// A node lives exactly as long as its identity (type and position, or explicit id). Its body is
/// evaluated only when it is new, its view value or environment changed, or something it read
/// (state, an observed object, an observable property) changed. When the identity goes, the node is
/// unmounted: its tasks and subscriptions are cancelled and every link it holds to other graph nodes,
/// layout nodes and stored inputs is cut, so nothing of it stays reachable.
///
/// The node's fields are its place in the tree, its last evaluation and its outputs; what only some
/// nodes need is in side records made on first use: `DynamicPropertyStorage` (state, typed slots,
/// preferences, environment reads, teardown work), `NodeAnimationState` (animated values, frame
/// animations, transition) and `NodeMultiples` (what only nodes with many children or layout nodes
/// keep). It keeps more than fifteen stored properties because the tree and
/// evaluation fields are read or written on every update of every node, most with their own
/// exclusivity attribute: grouping them in structs would rename those accesses without making the
/// node smaller or giving any part a job of its own.
@MainActor
final class ViewNode {
    // The stored fields are declared in an order that leaves little padding (Swift lays a class's
    // fields out as declared): references first, then the frame, the one-byte fields and the 32-bit
    // counters together, and the 41-byte identity last. A node was 400 bytes, nine per emoji of a
    // 10,000-emoji document; fields that are rarely set live in `NodeMultiples`.

    unowned let graph: ViewGraph
    /// Unowned, not weak: a weak reference gives its object a side table, which sends every retain and
    /// release of it down the runtime's slow path, and every node with a child would have one. Safe
    /// because the parent outlives every read: a mounted node is one of its parent's children (held by
    /// it) until it is removed; a removed node leaving through its transition holds its parent
    /// strongly (`NodeAnimationState.parentWhileLeaving`) until it is unmounted; and `unmount()` sets
    /// this to nil, so a node kept after it (by a queued closure) reads no parent.
    @exclusivity(unchecked) private(set) unowned(safe) var parent: ViewNode?
    let viewType: ObjectIdentifier
    /// The census this node is counted in (held, so the count stays right if the graph goes first).
    let census: NodeCensus

    // `@exclusivity(unchecked)`: hot main-actor state that no code accesses while another access to it
    // is open (with checks on, the tests never trip); the runtime checks cost a tenth of layout time.
    /// Children in the order the last evaluation visited them.
    @exclusivity(unchecked) private(set) var children: [ViewNode] = []
    @exclusivity(unchecked) private var nextChildren: [ViewNode] = []

    /// The view value of the last evaluation, in a box of its type (see `ViewBox`).
    @exclusivity(unchecked) private(set) var viewBox: AnyViewBox?
    /// The view value of the last evaluation.
    var view: Any? { viewBox?.anyValue }
    @exclusivity(unchecked) private(set) var environment = EnvironmentValues()
    @exclusivity(unchecked) private var modifierContent: ModifierContentBuilder?

    @exclusivity(unchecked) var outputs: [LayoutNode] = []
    @exclusivity(unchecked) private(set) var assembly: Assembly = .concatenate

    /// The transaction that applied inside this node during the last update that evaluated it.
    var lastTransaction: (update: Int, transaction: Transaction)?

    // The fields below are unchecked too, for the same reason: written once or twice per node on each
    // update or layout (a node's frames, its first slot), their runtime checks were a fiftieth of
    // opening a 10,000-emoji document.

    /// Side records, made on the first write, for what few nodes use (see each type).
    @exclusivity(unchecked) private(set) var dynamicStorage: DynamicPropertyStorage?
    private(set) var animationState: NodeAnimationState?
    /// Made on the first write (see `NodeMultiples`).
    @exclusivity(unchecked) private(set) var multiples: NodeMultiples?
    /// The first typed slot stored (`NodeStorageKey`) and the first value animated (`AnimationSlot`),
    /// kept in the node itself: most nodes that keep one keep only that one (a gesture's handler, an
    /// environment writer's last result, an effect's value), and a side record with a dictionary for
    /// each was several allocations per modifier of every view.
    @exclusivity(unchecked) var firstStorageSlot: (key: ObjectIdentifier, value: Any)?
    var firstAnimatedValue: (slot: AnimationSlot, value: AnyObject)?
    /// What this node's layout nodes hold to find it (see `LayoutOwnerLink`), made with the first.
    private var ownerLink: LayoutOwnerLink?

    /// The frame of this node's first layout node at the last layout (most views make one layout node;
    /// the others' are in `NodeMultiples`).
    @exclusivity(unchecked) var firstPlacedFrame: CGRect?
    @exclusivity(unchecked) private var stackAxis: Axis?
    /// Set when something this node read changed; cleared by the next evaluation.
    @exclusivity(unchecked) var isInvalidated = true
    /// Mounted from creation until its identity goes; leaving while a removal transition draws it.
    @exclusivity(unchecked) private(set) var lifecycle = Lifecycle.mounted
    /// True while the node evaluates its last view again (an animation frame, its own state), not a new one.
    private(set) var isReevaluating = false

    private let storedDepth: Int32
    /// Where this node sits among its parent's children (kept so a patch costs no search).
    @exclusivity(unchecked) private var storedIndexInParent: Int32 = 0
    /// Children visited by the current evaluation carry its stamp; a stamp instead of a set of
    /// visited keys spares hashing every key twice more per child. (Wrapping: a stamp is only compared
    /// for equality with the parent's current one, which four billion evaluations would take to meet.)
    @exclusivity(unchecked) private var evaluationStamp: UInt32 = 0
    @exclusivity(unchecked) private var visitedStamp = UInt32.max
    @exclusivity(unchecked) private var visitedCount: Int32 = 0

    let component: IdentityComponent

    /// How deep the node is: the root is 0.
    var depth: Int { Int(storedDepth) }
    var indexInParent: Int {
        get { Int(storedIndexInParent) }
        set { storedIndexInParent = Int32(truncatingIfNeeded: newValue) }
    }
    /// Children by key, kept only while there are more than `keyedChildrenThreshold` of them: most
    /// nodes have one child or a few, found by a scan of `nextChildren` and `children` that hashes
    /// nothing and allocates no dictionary (one per node was much of building a long list's rows).
    /// Made at the first look-up that needs it (`makeKeyedIndexIfNeeded()`), so children made without
    /// a look-up (`newChild`: a `ForEach`'s first build) are not hashed until something looks for one;
    /// once made, every change to the children keeps it up to date.
    private var childrenByKey: [IdentityComponent: ViewNode]? {
        get { multiples?.childrenByKey }
        set {
            if newValue == nil, multiples == nil { return }
            madeMultiples().childrenByKey = newValue
        }
    }
    /// Where its children's outputs start among its concatenated outputs, nil until a patch needs them
    /// again (kept so a patch costs no sum).
    var childOutputOffsets: [Int]? {
        get { multiples?.childOutputOffsets }
        set {
            if newValue == nil, multiples == nil { return }
            madeMultiples().childOutputOffsets = newValue
        }
    }

    enum Lifecycle {
        case mounted
        /// Gone from its parent but still drawn while its removal transition runs.
        case leaving
        case unmounted
    }

    /// True until the node is unmounted (leaving nodes are still mounted).
    var isAttached: Bool { lifecycle != .unmounted }
    var isLeaving: Bool { lifecycle == .leaving }

    init(graph: ViewGraph, parent: ViewNode?, component: IdentityComponent, viewType: ObjectIdentifier) {
        self.graph = graph
        self.parent = parent
        self.component = component
        self.viewType = viewType
        self.storedDepth = (parent?.storedDepth ?? -1) + 1
        self.census = graph.census
        census.viewNodeMade()
    }

    /// Isolated: it clears the main-actor link its layout nodes read their owner through.
    isolated deinit {
        ownerLink?.node = nil
        census.viewNodeFreed()
    }

    var layoutOwnerLink: LayoutOwnerLink {
        if let ownerLink { return ownerLink }
        let made = LayoutOwnerLink(self)
        ownerLink = made
        return made
    }

    // MARK: Children

    /// The child for `component`, kept when its type matches, otherwise replaced by a new one.
    func child<V: View>(for component: IdentityComponent, type: V.Type) -> ViewNode {
        var key = component
        // Duplicate ids (a ForEach with repeated ids) each get their own node, as SwiftUI warns and copes.
        var duplicate = 0
        var existing = existingChild(for: key)
        while let visited = existing, visited.visitedStamp == evaluationStamp {
            duplicate += 1
            key = .explicit(AnyHashable(DuplicateKey(base: AnyHashable(component), count: duplicate)))
            existing = existingChild(for: key)
        }
        let wanted = ObjectIdentifier(type)
        let node: ViewNode
        if let existing, existing.viewType == wanted {
            node = existing
        } else {
            if let existing {
                remove(existing)
                // Replaced: not to be removed again by `endChildren`, nor kept by `keepChildren`.
                existing.visitedStamp = evaluationStamp
            }
            // `existingChild` made the index if the children are many enough; keep it up to date.
            node = ViewNode(graph: graph, parent: self, component: key, viewType: wanted)
            childrenByKey?[key] = node
        }
        node.visitedStamp = evaluationStamp
        visitedCount += 1
        nextChildren.append(node)
        return node
    }

    /// Past this many children a node keeps them in a dictionary by key.
    static let keyedChildrenThreshold = 8

    /// The child last given `key`: this evaluation's (visited or made) before the last evaluation's.
    /// A child of the last evaluation that carries this one's stamp is either in `nextChildren` too
    /// (visited) or was replaced by one of another type: the scan of `children` skips both.
    private func existingChild(for key: IdentityComponent) -> ViewNode? {
        if makeKeyedIndexIfNeeded() { return childrenByKey?[key] }
        for node in nextChildren where node.component == key { return node }
        for node in children where node.visitedStamp != evaluationStamp && node.component == key { return node }
        return nil
    }

    /// True when the children are many enough to be found by key, after making `childrenByKey` if it
    /// is not made yet.
    private func makeKeyedIndexIfNeeded() -> Bool {
        if childrenByKey != nil { return true }
        guard children.count + nextChildren.count >= Self.keyedChildrenThreshold else { return false }
        childrenByKey = keyedChildren()
        return true
    }

    /// Every child by key, the current evaluation's over the last one's, during an evaluation or after
    /// it: a child of the last evaluation that this one visited is in `nextChildren` too, and one
    /// replaced by another type shares its key with its replacement there, so both are written over.
    private func keyedChildren() -> [IdentityComponent: ViewNode] {
        var keyed: [IdentityComponent: ViewNode] = [:]
        keyed.reserveCapacity(children.count + nextChildren.count)
        for node in children { keyed[node.component] = node }
        for node in nextChildren { keyed[node.component] = node }
        return keyed
    }

    /// A new child for `component`, made without looking for an existing one: the caller knows that no
    /// child of the last evaluation or this one has that key (a `ForEach`'s first build, whose ids it
    /// checked are distinct). Ten thousand children made through `child(for:type:)` hashed and
    /// compared their keys in a growing dictionary, a twentieth of opening a 10,000-emoji document.
    func newChild<V: View>(for component: IdentityComponent, type: V.Type) -> ViewNode {
        let node = ViewNode(graph: graph, parent: self, component: component, viewType: ObjectIdentifier(type))
        childrenByKey?[component] = node
        node.visitedStamp = evaluationStamp
        visitedCount += 1
        nextChildren.append(node)
        return node
    }

    func beginChildren() {
        evaluationStamp &+= 1
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

    /// Visits the child at `index` among the children of the last evaluation again in the current one,
    /// without looking it up by key (a `ForEach` element whose id is where it was); nil when it cannot
    /// be (another type now, or visited already).
    ///
    /// A child in `children` is this node's own (a node's parent never changes), so unlike `keep(_:)`
    /// this loads no weak reference.
    func reuse<V: View>(childAt index: Int, for type: V.Type) -> ViewNode? {
        guard index < children.count else { return nil }
        let child = children[index]
        guard child.visitedStamp != evaluationStamp, child.viewType == ObjectIdentifier(type) else { return nil }
        child.visitedStamp = evaluationStamp
        visitedCount += 1
        nextChildren.append(child)
        return child
    }

    /// Keeps one child, as built before, through the current evaluation (a lazy stack's row that stays
    /// on screen while others scroll in: building it again would only evaluate it again).
    func keep(_ child: ViewNode) {
        guard child.parent === self, child.visitedStamp != evaluationStamp else { return }
        child.visitedStamp = evaluationStamp
        visitedCount += 1
        nextChildren.append(child)
    }

    /// Children the evaluation did not visit are gone: they are removed (unmounted, or left to leave).
    func endChildren() {
        if var keyed = childrenByKey {
            // Let go of first, so the removals below change the one dictionary rather than copy it.
            childrenByKey = nil
            if keyed.count != Int(visitedCount) {
                for (key, node) in keyed where node.visitedStamp != evaluationStamp {
                    remove(node)
                    keyed[key] = nil
                }
            }
            childrenByKey = nextChildren.count < Self.keyedChildrenThreshold ? nil : keyed
        } else {
            for node in children where node.visitedStamp != evaluationStamp { remove(node) }
        }
        // Swapped, not copied: the old list's storage is reused for the next evaluation.
        swap(&children, &nextChildren)
        nextChildren.removeAll(keepingCapacity: true)
        childOutputOffsets = nil
        for (index, child) in children.enumerated() { child.indexInParent = index }
    }

    /// The child for `key`, during an evaluation (made or visited by it first, else the last one's) or
    /// after it. A child replaced by one of another type shares its key with the replacement, which is
    /// in `nextChildren` and so found first.
    func child(at key: IdentityComponent) -> ViewNode? {
        if makeKeyedIndexIfNeeded() { return childrenByKey?[key] }
        for node in nextChildren where node.component == key { return node }
        for node in children where node.component == key { return node }
        return nil
    }

    /// The child for `component` when this node is not being evaluated (a list element built where a
    /// container placed it, after the container's own evaluation): the existing one of that type, or a
    /// new one counted as visited by the last evaluation.
    func childOutsideEvaluation<V: View>(for component: IdentityComponent, type: V.Type) -> ViewNode {
        let wanted = ObjectIdentifier(type)
        if let existing = child(at: component) {
            if existing.viewType == wanted { return existing }
            children.removeAll { $0 === existing }
            for (index, child) in children.enumerated() { child.indexInParent = index }
            remove(existing)
        }
        // The index, when made, is kept up to date; when not, the next look-up makes it with this child.
        let node = ViewNode(graph: graph, parent: self, component: component, viewType: wanted)
        childrenByKey?[component] = node
        node.visitedStamp = evaluationStamp
        node.indexInParent = children.count
        children.append(node)
        childOutputOffsets = nil
        return node
    }

    // MARK: Update

    /// The node's layout nodes for `view`, evaluating only when something changed.
    func update<V: View>(_ view: V, inputs: ViewInputs) -> [LayoutNode] {
        guard !isInvalidated, let box = viewBox, box.type == ObjectIdentifier(V.self), stackAxis == inputs.stackAxis,
            Self.readsOwnValue(box, source: inputs.contentSource), ValueEquality.isUnchanged(view, from: box)
        else { return evaluate(view, inputs: inputs) }
        if environment.isGraphEqual(to: inputs.environment) { return outputs }
        // The environment changed, but perhaps not in what this view's body reads: then the new
        // environment is passed on to the body's last value without evaluating the body again.
        if V.Body.self != Never.self, environmentReadsAreUnchanged(in: inputs.environment),
            let body = children.first?.view as? any View
        {
            return passEnvironment(to: body, inputs: inputs)
        }
        return evaluate(view, inputs: inputs)
    }

    private func passEnvironment(to body: any View, inputs: ViewInputs) -> [LayoutNode] {
        environment = inputs.environment
        modifierContent = inputs.modifierContent
        beginChildren()
        let result = inputs.moved(to: self).buildAny(body, identity: .index(0))
        endChildren()
        adopt(result)
        outputs = result
        assembly = .concatenate
        return result
    }

    private func evaluate<V: View>(_ view: V, inputs: ViewInputs) -> [LayoutNode] {
        // A box that owns its value takes the new one after the children are built: a modified view's
        // content reads its last value there (`ProjectedViewBox`) and compares the new one with it.
        var storesAfterBuilding: ViewBox<V>?
        if let box = viewBox, box.type == ObjectIdentifier(V.self),
            Self.readsOwnValue(box, source: inputs.contentSource)
        {
            if !box.isProjection { storesAfterBuilding = UnsafeRuntime.downcast(box, to: ViewBox<V>.self) }
        } else if let source = inputs.contentSource {
            viewBox = AnyViewBox.projecting(V.self, from: source)
        } else {
            viewBox = AnyViewBox.make(view)
        }
        remember(inputs)
        let inner = inputs.moved(to: self)
        beginChildren()
        beginWrappingInPlace()
        // A primitive makes its own nodes; any other view's `_makeView` comes back to `makeBodyNodes`.
        let made = V._makeView(view: view, inputs: _ViewInputs(inner)).base
        endChildren()
        storesAfterBuilding?.value = view
        assembly = assemblyWrappingInPlace(made.assembly)
        adopt(made.nodes)
        outputs = made.nodes
        return made.nodes
    }

    /// Whether `box` is still where this node's value is: a box of its own, or a projection onto the
    /// box of the modified view it is the content of now (`source`). A projection built otherwise (or
    /// onto another owner) is replaced.
    private static func readsOwnValue(_ box: AnyViewBox, source: AnyViewBox?) -> Bool {
        guard let owner = box.projectionOwner else { return true }
        return owner === source?.valueOwner
    }

    /// Gives every node of this subtree whose value is read from another box a copy of its own: the
    /// subtree is leaving through a transition and may be evaluated again while it goes, after the box it
    /// read from has taken a new value.
    func materializeProjectedValues() {
        if let box = viewBox, box.isProjection { viewBox = box.materialized() }
        for child in children { child.materializeProjectedValues() }
    }

    /// Keeps what `reevaluate()` needs of the inputs. Not generic, and never inlined into the generic
    /// `evaluate`: there each of these assignments was compiled to copies through the optional's generic
    /// value witness (four per node, a fiftieth of opening a 10,000-emoji document).
    @inline(never)
    private func remember(_ inputs: ViewInputs) {
        if !environment.isIdentical(to: inputs.environment) { environment = inputs.environment }
        lastTransaction = (graph.build.updateCount, inputs.transaction)
        stackAxis = inputs.stackAxis
        if modifierContent !== inputs.modifierContent { modifierContent = inputs.modifierContent }
        isInvalidated = false
    }

    /// The nodes of a view described by its `body`: the body evaluated (its reads tracked) and built as
    /// this node's one child. `inputs` are already moved to this node.
    func makeBodyNodes<V: View>(of view: V, inputs: ViewInputs) -> ViewOutputs {
        graph.countBodyEvaluation(of: V.self)
        dynamicStorage?.environmentDependencies.removeAll()
        let body = graph.evaluateBody(of: view, in: self)
        return .concatenated(inputs.build(body, identity: .index(0)))
    }

    /// Marks layout nodes this node made as its own, numbered, so their animations find them again.
    func adopt(_ nodes: [LayoutNode], startingAt first: Int = 0) {
        for (index, node) in nodes.enumerated() where node.owner == nil {
            node.owner = self
            node.ordinal = first + index
        }
    }

    /// Evaluates again with the last view value and inputs (after its own state changed).
    func reevaluate() {
        guard let view, isAttached, let parent, parent.isAttached else { return }
        isReevaluating = true
        defer { isReevaluating = false }
        var inputs = ViewInputs(node: parent, environment: environment)
        inputs.transaction = parent.effectiveTransaction()
        inputs.stackAxis = stackAxis
        inputs.modifierContent = modifierContent
        // A value read from a modified view's box is still read there (it is the current one).
        if let box = viewBox, box.isProjection { inputs.contentSource = box.valueOwner }
        func open<V: View>(_ value: V) { _ = evaluate(value, inputs: inputs) }
        if let view = view as? any View { open(view) }
    }

    /// Builds children outside an evaluation (a geometry reader's content at layout time).
    func rebuildChildren(_ build: (ViewInputs) -> [LayoutNode], inputs: ViewInputs) -> [LayoutNode] {
        beginChildren()
        let result = build(inputs.moved(to: self))
        endChildren()
        return result
    }

    // MARK: Lifetime

    /// The view left the tree but is still drawn while its removal transition runs.
    func beginLeaving() {
        guard lifecycle == .mounted else { return }
        lifecycle = .leaving
        // Its parent no longer holds it, and may go while it leaves: it holds the parent instead.
        if let parent { madeAnimationState().parentWhileLeaving = parent }
    }

    /// The identity is gone: undo subscriptions and tasks, run disappear actions, then cut every link
    /// this subtree holds (children, layout nodes, stored inputs and closures, state).
    ///
    /// `graphIsGoing` is true when the graph itself is being deinitialized (its unowned reference can
    /// no longer be followed): the graph is then not told.
    func unmount(graphIsGoing: Bool = false) {
        guard lifecycle != .unmounted else { return }
        lifecycle = .unmounted
        for child in children { child.unmount(graphIsGoing: graphIsGoing) }
        for (_, child) in childrenByKey ?? [:] where child.isAttached { child.unmount(graphIsGoing: graphIsGoing) }
        for child in nextChildren where child.isAttached { child.unmount(graphIsGoing: graphIsGoing) }
        if let actions = dynamicStorage?.teardownActions {
            dynamicStorage?.teardownActions.removeAll()
            for action in actions { action() }
        }
        if !graphIsGoing { graph.nodeUnmounted(self) }
        children.removeAll()
        childrenByKey = nil
        nextChildren.removeAll()
        outputs.removeAll()
        assembly = .concatenate
        viewBox = nil
        modifierContent = nil
        firstPlacedFrame = nil
        multiples = nil
        dynamicStorage = nil
        firstStorageSlot = nil
        firstAnimatedValue = nil
        // The link first, then the record that may hold the parent (see `parent`).
        parent = nil
        animationState = nil
    }

    /// The node's `DynamicPropertyStorage`, made now if it has none (for a write).
    func madeDynamicStorage() -> DynamicPropertyStorage {
        if let dynamicStorage { return dynamicStorage }
        let made = DynamicPropertyStorage()
        dynamicStorage = made
        return made
    }

    /// The node's `NodeMultiples`, made now if it has none (for a write).
    func madeMultiples() -> NodeMultiples {
        if let multiples { return multiples }
        let made = NodeMultiples()
        multiples = made
        return made
    }

    /// The node's `NodeAnimationState`, made now if it has none (for a write).
    func madeAnimationState() -> NodeAnimationState {
        if let animationState { return animationState }
        let made = NodeAnimationState()
        animationState = made
        return made
    }

    /// This node and every mounted node below it (leaving ones included), for counting.
    func countSubtree() -> Int {
        children.reduce(1) { $0 + ($1.isAttached ? $1.countSubtree() : 0) }
    }
}

/// Views whose value says nothing about their content (a modifier's content placeholder): never reused.
@MainActor
protocol AlwaysEvaluated: ComparisonHinted {}

extension AlwaysEvaluated {
    static var comparisonHint: ComparisonHint { ComparisonHint(comparison: nil, isAlwaysEvaluated: true) }
}

private struct DuplicateKey: Hashable {
    let base: AnyHashable
    let count: Int
}
