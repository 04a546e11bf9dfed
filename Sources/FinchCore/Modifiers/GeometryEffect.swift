import Foundation

/// A modifier that moves, scales, skews or projects its content's drawing by a transform worked out
/// from the content's size, as SwiftUI's `GeometryEffect`. Layout is unchanged; hit testing follows
/// the drawing. The `animatableData` is interpolated by the animation system, and `effectValue(size:)`
/// is asked again at every frame with the value shown then (a shake, a flip), without evaluating views.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform of the content's drawing, in its own coordinates (origin at its top-left corner).
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { fatalBody() }

    /// This effect, drawn the same but not seen by what reads geometry (a `GeometryReader`'s
    /// `frame(in:)`, an anchor resolved by `proxy[anchor]`), as SwiftUI's.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(self)
    }

    /// The effect's nodes: each content node drawn in an `EffectNode` that asks the effect for its
    /// transform at paint time, with `animatableData` as shown at the graph's time.
    func makeEffectNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        // The graph's clock, not the graph: layout nodes must not keep the graph alive (it owns them), and a
        // weak reference would give the graph a side table, slowing every retain of it; the clock holds nothing.
        let clock = inputs.node.graph.clock
        let value = inputs.node.animatedValue(.geometryEffect, target: animatableData, transaction: inputs.transaction)
        let effect = self
        let seen = !(self is any IgnoredByLayout)
        let wrapper = NodeWrapper { node in
            EffectNode(child: node, movesGeometry: seen) { frame in
                var shown = effect
                shown.animatableData = value.value(at: clock.time)
                return RenderEffect(shown.effectValue(size: frame.size), in: frame)
            }
        }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }
}

/// A geometry effect applied with `ignoredByLayout()`.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect, IgnoredByLayout {
    public var base: Base

    public init(_ base: Base) {
        self.base = base
    }

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }
}

/// An effect geometry readers and anchors do not see (`ignoredByLayout()`).
protocol IgnoredByLayout {}

/// `.transformEffect(_:)`: a fixed affine transform about the content's top-left corner.
struct _TransformEffect: GeometryEffect {
    var transform: CGAffineTransform

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(transform)
    }
}

/// `.projectionEffect(_:)`: a fixed projective transform about the content's top-left corner.
struct _ProjectionEffect: GeometryEffect {
    var transform: ProjectionTransform

    func effectValue(size: CGSize) -> ProjectionTransform {
        transform
    }
}

extension RenderEffect {
    /// `transform`, given in the coordinates of `frame` (origin at its top-left), as a drawing effect in
    /// the frame's coordinates: an affine transform directly, anything else as a projection (drawn
    /// offscreen and warped, as `rotation3DEffect`). A transform with non-finite entries draws nothing.
    init(_ transform: ProjectionTransform, in frame: CGRect) {
        self.init()
        let entries = [
            transform.m11, transform.m12, transform.m13, transform.m21, transform.m22, transform.m23,
            transform.m31, transform.m32, transform.m33,
        ]
        guard entries.allSatisfy(\.isFinite), frame.minX.isFinite, frame.minY.isFinite else {
            hidden = true
            return
        }
        guard !transform.isIdentity else { return }
        let toLocal = Transform2D.translation(x: -frame.minX, y: -frame.minY)
        let toFrame = Transform2D.translation(x: frame.minX, y: frame.minY)
        if let affine = transform.affine {
            self.transform = toLocal.concatenating(affine).concatenating(toFrame)
        } else {
            projection = ProjectiveTransform(toLocal).concatenating(transform.projective).concatenating(toFrame)
        }
    }
}

extension View {
    /// Draws this view transformed by `transform`, about its top-left corner; layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }

    /// Draws this view projected by `transform`, about its top-left corner; layout is unchanged.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}
