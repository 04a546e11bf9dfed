import FinchUnsafe
import Foundation

/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` wraps the content.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    /// How Finch applies the modifier (hidden, as SwiftUI's own `_makeView(modifier:inputs:body:)`):
    /// through `body(content:)`, except for Finch's primitive modifiers. Never implemented by apps.
    static func _makeView(modifier: Self, inputs: _ViewInputs, body: _ViewModifierBody) -> _ViewOutputs
    /// True for Finch's modifiers that only change the inputs their content is built with (hidden): a view
    /// they modify is built in its content's place, without a node (`_ViewPlacement.inPlace`).
    static var _changesInputsOnly: Bool { get }
    /// The inputs such a modifier gives its content (hidden; asked only when `_changesInputsOnly`).
    static func _changedInputs(modifier: Self, inputs: _ViewInputs) -> _ViewInputs
    /// True for Finch's modifiers that may wrap their content in the node of the modified view around them
    /// (hidden): a gesture, a render effect, `.position`, `.padding` (see `ViewNode+WrappedInPlace.swift`).
    static var _mayWrapInPlace: Bool { get }
    /// Whether this modifier value wraps in place (hidden; asked only when `_mayWrapInPlace`).
    static func _wrapsInPlace(modifier: Self) -> Bool
}

/// Modifiers Finch implements itself: they turn the content's nodes into new nodes (their `_makeView`,
/// in `MakeViewHooks.swift`, calls `makeNodes(content:in:)`).
@MainActor
protocol PrimitiveModifier: ViewModifier {
    /// The nodes of the modified view, whose content `content` builds (as children of `inputs.node`).
    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView, AlwaysEvaluated {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    /// New each time the modifier is applied. The views of the modifier's body that hold the content
    /// (a `Group`, an `.opacity`…) would otherwise compare equal when only the content changed, and
    /// the changed content would never be built (pinned by a test).
    let generation: UInt64

    init(generation: UInt64) {
        self.generation = generation
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        inputs.builtModifierContent()
    }

    /// Usually built in place: the content becomes a node where the placeholder stands, and the
    /// placeholder makes no node of its own (`ViewInputs.build`). A node for it would hold nothing but
    /// a generation, yet cost what any node costs, once for every use of every modifier of the app's.
    public static var _placement: _ViewPlacement { .modifierContent }
}

extension ViewInputs {
    /// The content of the modifier whose body is being built, built here (nothing outside a modifier's body).
    func builtModifierContent() -> ViewOutputs {
        guard let builder = modifierContent else { return .empty }
        return .concatenated(builder.build(self))
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    /// Made here, not by `PrimitiveView`'s default: that one reaches `makeNodes` through this conditional
    /// conformance's witness table, which the runtime looks up for the pair of types on every call.
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view.makeNodes(in: inputs.base))
    }

    /// Built in its content's place when the modifier only changes the content's inputs; asked to be
    /// built where it stands (in its own node or wrapped into the node around it) when it may wrap in place.
    public static var _placement: _ViewPlacement {
        Modifier._changesInputsOnly || Modifier._mayWrapInPlace ? .inPlace : .node
    }

    /// The content built where this view stands, with the inputs the modifier changed. The content is at
    /// this view's address (its first field), so a box this view would have read its value from
    /// (`ViewInputs.contentSource`) serves the content as it is.
    ///
    /// A modifier that wraps in place, built as the content of another that does, is applied in that
    /// modifier's node (`wrappedInPlace(in:)`); anywhere else it has a node of its own.
    public static func _makeInPlace(view: Self, inputs: _ViewInputs, identity: _ViewIdentity) -> _ViewOutputs {
        if Modifier._changesInputsOnly {
            let inner = Modifier._changedInputs(modifier: view.modifier, inputs: inputs)
            return _ViewOutputs(.concatenated(inner.base.build(view.content, identity: identity.base)))
        }
        let base = inputs.base
        if base.wrapsContentInPlace, base.wrapLevel < ViewInputs.maximumWrapLevel,
            Modifier._wrapsInPlace(modifier: view.modifier)
        {
            return _ViewOutputs(.concatenated(view.wrappedInPlace(in: base)))
        }
        let child = base.node.child(for: identity.base, type: Self.self)
        return _ViewOutputs(.concatenated(child.update(view, inputs: base)))
    }

    /// This modifier applied in the node of the modifier around it, one level further in: its wrapper is
    /// kept there with the outer one's (`ViewNode.addWrappedInPlace`).
    @MainActor private func wrappedInPlace(in inputs: ViewInputs) -> [LayoutNode] {
        var inner = inputs
        inner.wrapLevel += 1
        inner.wrapsContentInPlace = false
        let made = makeNodes(in: inner)
        inputs.node.addWrappedInPlace(made, level: Int(inner.wrapLevel))
        return made.nodes
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let content = self.content
        let outer = inputs.modifierContent
        // This view's box, where the content's node reads its value: `_makeView` is only called by
        // `ViewNode.evaluate`, on the node it evaluates, after giving it a box of this type. (Checked in
        // debug builds only: asking for this generic type's metadata was a runtime lookup per node.)
        // (A modifier wrapped in the node of the one around it reads the same box: a modified view's
        // content is its first field, so every level of a chain starts at the chain's address.)
        let source = inputs.node.viewBox
        assert(
            inputs.wrapLevel > 0 || source?.type == ObjectIdentifier(Self.self),
            "a modified view built outside its own node")
        let wrapsContent = Modifier._mayWrapInPlace && Modifier._wrapsInPlace(modifier: modifier)
        let build: (ViewInputs) -> [LayoutNode] = { inner in
            var inner = inner
            inner.modifierContent = outer
            inner.wrapsContentInPlace = wrapsContent
            // Where a modifier's `content` placeholder stood, when it is built in place (else first).
            let index = inner.contentIndex
            inner.contentIndex = nil
            inner.contentSource = source
            return inner.build(content, identity: .index(index.map(Int.init) ?? 0))
        }
        if let outputs = transitionInsideIdentity(in: inputs, content: build) { return outputs }
        return applyModifier(modifier, in: inputs, content: build, placesContent: true)
    }
}

/// Builds `modifier` around content made by `content`: primitives directly, others through `body(content:)`.
///
/// `placesContent` is true when `content` builds the content where `ViewInputs.contentIndex` says (a
/// `ModifiedContent`'s builder does), so a placeholder of the modifier's body can be built in place.
@MainActor
func applyModifier<M: ViewModifier>(
    _ modifier: M,
    in inputs: ViewInputs,
    content: @escaping (ViewInputs) -> [LayoutNode],
    placesContent: Bool = false
) -> ViewOutputs {
    let body = _ViewModifierBody(content, placesContent: placesContent)
    return M._makeView(modifier: modifier, inputs: _ViewInputs(inputs), body: body).base
}

/// Builds a modifier that is not one of Finch's primitives around content made by `content`: a geometry
/// effect through its transform, others through `body(content:)`.
@MainActor
func applyComposedModifier<M: ViewModifier>(
    _ modifier: M,
    in inputs: ViewInputs,
    content: @escaping (ViewInputs) -> [LayoutNode],
    placesContent: Bool = false
) -> ViewOutputs {
    // A geometry effect has no body: it draws its content through a transform. (Only modifiers whose
    // body is `Never` are asked, so other user modifiers pay no conformance check.)
    if M.Body.self == Never.self, let effect = modifier as? any GeometryEffect {
        return effect.makeEffectNodes(content: content, in: inputs)
    }
    var bodyInputs = inputs
    bodyInputs.modifierContent = ModifierContentBuilder(build: content, placesContent: placesContent)
    let current = (modifier as? any Animatable).map { interpolated($0, in: inputs) as? M ?? modifier } ?? modifier
    let placeholder = _ViewModifier_Content<M>(generation: contentGeneration(in: inputs.node))
    // A modifier's `@State`, `@Environment` and other dynamic properties live in the modified view's
    // node, as a view's live in its own; its body's reads of `@Observable` objects are followed too.
    DynamicPropertyInstaller.install(in: current, node: inputs.node)
    let body = ObservationTracker.track(node: inputs.node) { current.body(content: placeholder) }
    return .concatenated(bodyInputs.build(body, identity: .index(1)))
}

/// A new generation when the modified view may have new content; the last one when the node only
/// evaluates its last view again (an animatable modifier's frame), so its content is not rebuilt each frame.
@MainActor
private func contentGeneration(in node: ViewNode) -> UInt64 {
    if node.isReevaluating, let last = node[ModifierContentGeneration.self] { return last }
    ModifierContentGeneration.next &+= 1
    node[ModifierContentGeneration.self] = ModifierContentGeneration.next
    return ModifierContentGeneration.next
}

/// The counter behind `_ViewModifier_Content.generation`; a node keeps the last one it handed out.
@MainActor
private enum ModifierContentGeneration: NodeStorageKey {
    typealias Value = UInt64
    static var next: UInt64 = 0
}

/// An animatable modifier with its `animatableData` as shown now: its body sees every frame's value
/// (SwiftUI's `AnimatableModifier`), and the node is evaluated again each frame while it moves.
@MainActor
private func interpolated<A: Animatable>(_ modifier: A, in inputs: ViewInputs) -> A {
    guard A.AnimatableData.self != EmptyAnimatableData.self else { return modifier }
    let node = inputs.node
    let value = node.animatedValue(.modifier, target: modifier.animatableData, transaction: inputs.transaction)
    var copy = modifier
    copy.animatableData = value.value(at: node.graph.time)
    if value.isRunning(at: node.graph.time) { node.graph.animateBody(of: node, while: value) }
    return copy
}

extension ModifiedContent: ViewModifier, PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let first = _AppliedModifier(modifier: self.content, content: content)
        return applyModifier(modifier, in: inputs) { inner in
            inner.build(first, identity: .index(2))
        }
    }
}

/// One modifier of a composed modifier applied to content, in a graph node of its own.
struct _AppliedModifier<M: ViewModifier>: View, PrimitiveView, AlwaysEvaluated {
    typealias Body = Never
    var body: Never { fatalBody() }

    let modifier: M
    let content: (ViewInputs) -> [LayoutNode]

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        applyModifier(modifier, in: inputs, content: content)
    }
}

extension View {
    /// Applies a modifier to this view. Inlinable, as SwiftUI's: in the app's body, where the view's type
    /// is known, the modified view's type is then a constant, not looked up at run time on every call.
    @inlinable
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// A modifier that applies `self`, then `modifier`.
    @inlinable
    public func concat<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier with no effect.
public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    public init() {}
    public static let identity = EmptyModifier()
    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        .concatenated(content(inputs))
    }
}

extension ModifiedContent: GraphComparable {
    /// The modifier, then the content, each with its own type's fast comparison. The modifier goes
    /// first: a chain of modifiers is compared again at each level as it is built, and a changed
    /// modifier (a closure) found without walking the content keeps that O(depth), not O(depth²).
    func isGraphEqual(to other: Self) -> Bool {
        return ValueEquality.areEqual(typed: modifier, other.modifier)
            && ValueEquality.areEqual(typed: content, other.content)
    }
}
