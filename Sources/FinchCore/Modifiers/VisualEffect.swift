import Foundation

/// An effect drawn on a view after layout from the view's geometry, as SwiftUI's `VisualEffect`: what
/// the `.visualEffect` closure returns, built from the `EmptyVisualEffect` it is given.
///
/// Nonisolated and `Sendable`, as SwiftUI's, so the closure (which is `@Sendable`) builds one. SwiftUI's
/// also refines `Animatable`; Finch's `Animatable` is main-actor isolated, which would make the
/// closure's calls main-actor ones, so it does not. A type of an app's own conforming to it adds nothing.
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing, given to a `.visualEffect` closure to build on.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// Effects one after another (what each method of `VisualEffect` returns).
public struct _VisualEffectChain: VisualEffect {
    let steps: [VisualEffectStep]
}

/// One effect of a chain, applied in the view's laid-out frame.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case opacity(Double)
    case colorMatrix(ColorMatrix)
    /// Resolved in the view's environment when drawn (a colour may differ in dark appearance).
    case colorMultiply(Color)
    case affine(CGAffineTransform)
    case rotation3D(Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, perspective: Double)
}

extension VisualEffect {
    /// The steps of this effect so far (none for an effect that is not a chain).
    var visualEffectSteps: [VisualEffectStep] { (self as? _VisualEffectChain)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep) -> _VisualEffectChain {
        _VisualEffectChain(steps: visualEffectSteps + [step])
    }

    /// Moves the drawing, as `View.offset(_:)`.
    public func offset(_ offset: CGSize) -> _VisualEffectChain {
        adding(.offset(CGSize(width: finite(offset.width, or: 0), height: finite(offset.height, or: 0))))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the drawing about `anchor`, as `View.scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(.scale(CGSize(width: finite(scale.width, or: 1), height: finite(scale.height, or: 1)), anchor: anchor))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Turns the drawing about `anchor`, clockwise on screen for positive angles.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(.rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor))
    }

    /// Multiplies the drawing's opacity by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> _VisualEffectChain {
        adding(.opacity(min(max(finite(opacity, or: 1), 0), 1)))
    }

    /// The colour adjustments of `View.brightness(_:)` and its neighbours (`ColorEffects.swift`).
    public func brightness(_ amount: Double) -> _VisualEffectChain {
        adding(.colorMatrix(.brightness(finite(amount, or: 0))))
    }

    public func contrast(_ amount: Double) -> _VisualEffectChain {
        adding(.colorMatrix(.contrast(finite(amount, or: 1))))
    }

    public func grayscale(_ amount: Double) -> _VisualEffectChain {
        adding(.colorMatrix(.grayscale(finite(amount, or: 0))))
    }

    public func hueRotation(_ angle: Angle) -> _VisualEffectChain {
        adding(.colorMatrix(.hueRotation(angle.radians.isFinite ? angle : .zero)))
    }

    public func saturation(_ amount: Double) -> _VisualEffectChain {
        adding(.colorMatrix(.saturation(finite(amount, or: 1))))
    }

    /// Multiplies every component of the drawing's pixels, opacity too, by `color`'s.
    public func colorMultiply(_ color: Color) -> _VisualEffectChain {
        adding(.colorMultiply(color))
    }

    /// Transforms the drawing about its top-left corner, as `View.transformEffect(_:)`.
    public func transformEffect(_ transform: CGAffineTransform) -> _VisualEffectChain {
        adding(.affine(transform))
    }

    /// Turns the drawing in 3D about `axis`, as `View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`
    /// (`anchorZ` is accepted and, as there, has no effect on the drawing).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> _VisualEffectChain {
        adding(
            .rotation3D(
                angle.radians.isFinite ? angle : .zero, axis: (Double(axis.x), Double(axis.y), Double(axis.z)),
                anchor: anchor, perspective: finite(perspective, or: 1)))
    }

    private func finite(_ value: Double, or neutral: Double) -> Double { value.isFinite ? value : neutral }
}

extension View {
    /// Draws this view through the effect `effect` makes from it and its geometry, after layout: the
    /// layout is unchanged, and the proxy is this view's (its size and its frame in any space, before
    /// this effect), asked again each time the view is drawn.
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(nil) { node, inputs in
            VisualEffectNode(child: node, environment: inputs.environment) { proxy in
                effect(EmptyVisualEffect(), proxy).visualEffectSteps
            }
        }
    }
}
