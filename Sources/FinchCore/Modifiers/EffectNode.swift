import Foundation

/// What a render-time effect does to its child's drawing, computed from the child's frame.
struct RenderEffect {
    var transform: Transform2D = .identity
    var projection: ProjectiveTransform?
    var clip: Path?
    var shadow: Shadow?
    var opacity: Double = 1
    var colorFilter: ColorFilter?
    var compositing: GroupCompositing?
    var hidden = false
    /// Hidden, yet read by the accessibility tree: a control's title under `.labelsHidden()`.
    var isAccessibilityOnly = false

    /// True when drawing through the effect is drawing without it.
    var changesNothing: Bool {
        transform.isIdentity && projection == nil && clip == nil && shadow == nil && opacity == 1
            && colorFilter == nil && compositing == nil && !hidden
    }
}

/// Paints its child inside a display group; changes nothing in layout. (Not final: `.visualEffect`'s
/// node is one, resolving its effect from the view's geometry.)
class EffectNode: WrapperNode {
    final let effect: @MainActor (CGRect) -> RenderEffect
    /// Whether geometry readers and anchors see this effect's transform (`LayoutNode.spaceTransforms`):
    /// false for `ignoredByLayout()`, and for effects that never move their content (a clip, a shadow),
    /// so that finding where a view is does not work out their paths.
    final let movesGeometry: Bool

    init(child: LayoutNode, movesGeometry: Bool = true, effect: @escaping @MainActor (CGRect) -> RenderEffect) {
        self.effect = effect
        self.movesGeometry = movesGeometry
        super.init(child: child)
    }

    /// The transform this effect draws its content through now (the 2D transform, then the projection),
    /// at its laid-out frame, for geometry readers and anchors; nil when it moves nothing they see.
    ///
    /// The laid-out frame, not the frame shown while a layout change glides: what a reader is told
    /// about its position is the layout's (SwiftUI's proxy reports where a view will be, not where it is
    /// drawn mid-glide), and an effect's anchor point goes with it.
    final var geometryTransform: ProjectiveTransform? {
        guard movesGeometry else { return nil }
        let resolved = effect(frame)
        guard let projection = resolved.projection else {
            return resolved.transform.isIdentity ? nil : ProjectiveTransform(resolved.transform)
        }
        return ProjectiveTransform(resolved.transform).concatenating(projection)
    }

    final override func render(into items: inout [DisplayItem]) {
        let frame = displayFrame
        let resolved = effect(frame)
        guard !resolved.hidden, resolved.opacity > 0 else { return }
        // An effect at rest (a scale of 1, full opacity, no offset) draws its content as it is: no group, so
        // no array, hash or save and restore per view for nothing (every emoji of a document has a
        // `.scaleEffect` of 1). Its value was read above, so the node still paints again when it moves.
        if resolved.changesNothing {
            child.renderTree(into: &items)
            return
        }
        var inner: [DisplayItem] = []
        child.renderTree(into: &inner)
        guard !inner.isEmpty else { return }
        items.append(
            .group(
                DisplayGroup(
                    transform: resolved.transform, projection: resolved.projection, clip: resolved.clip,
                    shadow: resolved.shadow, opacity: resolved.opacity, colorFilter: resolved.colorFilter,
                    compositing: resolved.compositing, bounds: frame,
                    children: inner,
                    identity: paintIdentity)))
    }
}

/// An effect whose parameters animate: the node draws with the value shown at the graph's time.
public struct _AnimatableEffect<Data: VectorArithmetic>: ViewModifier, PrimitiveModifier, GraphComparable {
    let data: Data
    /// The effect and its fixed parameters (anchor, axis…), as `_NodeModifier`'s key; the data is compared
    /// separately.
    let key: ModifierKey?
    let make: @MainActor (Data, CGRect) -> RenderEffect

    func isGraphEqual(to other: Self) -> Bool { other.data == data && modifierKeysEqual(key, other.key) }

    public func body(content: Content) -> Never { fatalBody() }

    /// Applied in the node of the wrapping modifier around it, if any (see `ViewNode+WrappedInPlace.swift`).
    public static var _mayWrapInPlace: Bool { true }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let slot: AnimationSlot = inputs.wrapLevel == 0 ? .effect : .effectWrappedInPlace(level: inputs.wrapLevel)
        let value = inputs.node.animatedValue(slot, target: data, transaction: inputs.transaction)
        let make = self.make
        // The graph's clock, not the graph: layout nodes must not keep the graph alive (it owns them), and a
        // weak reference would give the graph a side table, slowing every retain of it; the clock holds nothing.
        let clock = inputs.node.graph.clock
        let wrapper = NodeWrapper { node in
            EffectNode(child: node) { frame in make(value.value(at: clock.time), frame) }
        }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }
}

extension View {
    // Inlined into each caller, where `Key` is a concrete tuple: the key class is then a concrete type,
    // not one the runtime instantiates from `Key` on every application of the modifier.
    @inline(__always)
    func effect<Key>(
        _ key: Key?, _ effect: @escaping @MainActor (CGRect) -> RenderEffect
    ) -> ModifiedContent<Self, _NodeModifier> {
        // A clip or a hidden view: nothing a geometry reader or an anchor sees moves.
        wrapped(key) { node, _ in EffectNode(child: node, movesGeometry: false, effect: effect) }
    }

    // Inlined into each caller, where `Key` is a concrete tuple: the key class is then a concrete type,
    // not one the runtime instantiates from `Key` on every application of the modifier.
    @inline(__always)
    func animatableEffect<Data: VectorArithmetic, Key>(
        _ data: Data, key: Key?, _ make: @escaping @MainActor (Data, CGRect) -> RenderEffect
    ) -> ModifiedContent<Self, _AnimatableEffect<Data>> {
        modifier(_AnimatableEffect(data: data, key: key.map { TypedModifierKey($0) }, make: make))
    }

    /// Draws this view with its opacity multiplied by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _AnimatableEffect<Double>> {
        let value = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        return animatableEffect(value, key: "opacity") { value, _ in RenderEffect(opacity: min(max(value, 0), 1)) }
    }

    /// Moves the drawing; layout is unchanged.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _AnimatableEffect<AnimatablePair<CGFloat, CGFloat>>> {
        let dx = offset.width.isFinite ? offset.width : 0
        let dy = offset.height.isFinite ? offset.height : 0
        return animatableEffect(AnimatablePair(dx, dy), key: "offset") { value, _ in
            RenderEffect(transform: .translation(x: value.first, y: value.second))
        }
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<
        Self, _AnimatableEffect<AnimatablePair<CGFloat, CGFloat>>
    > {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the drawing about `anchor`; layout is unchanged.
    @inlinable
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _AnimatableEffect<AnimatablePair<CGFloat, CGFloat>>
    > {
        modifier(_AnimatableEffect._scale(scale, anchor: anchor))
    }

    @inlinable
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _AnimatableEffect<AnimatablePair<CGFloat, CGFloat>>
    > {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    @inlinable
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _AnimatableEffect<AnimatablePair<CGFloat, CGFloat>>
    > {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing about `anchor`, clockwise on screen for positive angles.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _AnimatableEffect<Double>
    > {
        let angle = angle.radians.isFinite ? angle : .zero
        return animatableEffect(angle.radians, key: ("rotation", anchor)) { radians, frame in
            RenderEffect(transform: .about(anchor.point(in: frame), .rotation(.radians(radians))))
        }
    }

    /// Turns the drawing in 3D about `axis`, seen in perspective from max(width, height) ÷ perspective.
    public func rotation3DEffect(
        _ angle: Angle,
        axis: (x: CGFloat, y: CGFloat, z: CGFloat),
        anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        let axis = (x: Double(axis.x), y: Double(axis.y), z: Double(axis.z))
        let radians = angle.radians.isFinite ? angle.radians : 0
        return animatableEffect(radians, key: ("rotation3D", axis.x, axis.y, axis.z, anchor, perspective)) {
            radians, frame in
            let distance = perspective != 0 ? Double(max(frame.width, frame.height) / perspective) : 0
            return RenderEffect(
                projection: .rotation3D(
                    .radians(radians), axis: axis, anchor: anchor.point(in: frame), distance: distance))
        }
    }

    /// Clips the drawing to a shape in this view's frame; layout and hit testing are unchanged.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effect(("clip", shape, style)) { frame in
            guard frame.width.isFinite, frame.height.isFinite else { return RenderEffect() }
            let path = shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
            return RenderEffect(clip: path)
        }
    }

    /// Clips the drawing to this view's frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// A blurred copy of the drawing behind it.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(_ShadowModifier(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Keeps the view's space but draws nothing.
    public func hidden() -> some View {
        effect("hidden") { _ in RenderEffect(hidden: true) }
    }
}

/// Resolves the shadow colour in the view's environment.
struct _ShadowModifier: ViewModifier, PrimitiveModifier {
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let shadow = Shadow(
            color: color.resolve(in: inputs.environment),
            radius: radius.isFinite ? max(radius, 0) : 0,
            offset: CGSize(
                width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0))
        let wrapper = NodeWrapper { node in
            EffectNode(child: node, movesGeometry: false) { _ in RenderEffect(shadow: shadow) }
        }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }
}

extension _AnimatableEffect where Data == AnimatablePair<CGFloat, CGFloat> {
    /// `.scaleEffect`'s modifier, made here rather than in the inlinable `scaleEffect(_:anchor:)` that
    /// applies it (see "Modifiers inlined into the app" in docs/architecture.md).
    @usableFromInline
    static func _scale(_ scale: CGSize, anchor: UnitPoint) -> Self {
        let sx = scale.width.isFinite ? scale.width : 1
        let sy = scale.height.isFinite ? scale.height : 1
        return _AnimatableEffect(data: AnimatablePair(sx, sy), key: TypedModifierKey(("scale", anchor))) {
            value, frame in
            RenderEffect(transform: .about(anchor.point(in: frame), .scale(x: value.first, y: value.second)))
        }
    }
}
