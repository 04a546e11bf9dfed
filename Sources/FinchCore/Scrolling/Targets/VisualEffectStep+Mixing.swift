import Foundation

extension VisualEffectStep {
    /// `from`'s steps `amount` (0…1) of the way to `to`'s, step by step, for a scroll transition between
    /// two phases' effects. A step missing on one side is mixed with its identity (no offset, scale 1,
    /// opacity 1…); where the two chains differ in kind at a place, the nearer chain is drawn whole
    /// (Finch's choice: SwiftUI interpolates its `Animatable` effects, which Finch's are not).
    static func mixed(_ from: [VisualEffectStep], _ to: [VisualEffectStep], amount: Double) -> [VisualEffectStep] {
        let t = min(max(amount, 0), 1)
        var result: [VisualEffectStep] = []
        for index in 0..<max(from.count, to.count) {
            let a = index < from.count ? from[index] : to[index].identity
            let b = index < to.count ? to[index] : from[index].identity
            guard let step = a.mixed(with: b, amount: t) else { return t < 0.5 ? from : to }
            result.append(step)
        }
        return result
    }

    /// The step of the same kind that changes nothing.
    private var identity: VisualEffectStep {
        switch self {
        case .offset: return .offset(.zero)
        case .scale(_, let anchor): return .scale(CGSize(width: 1, height: 1), anchor: anchor)
        case .rotation(_, let anchor): return .rotation(.zero, anchor: anchor)
        case .opacity: return .opacity(1)
        case .colorMatrix: return .colorMatrix(.identity)
        case .colorMultiply: return .colorMultiply(.white)
        case .affine: return .affine(.identity)
        case .rotation3D(_, let axis, let anchor, let perspective):
            return .rotation3D(.zero, axis: axis, anchor: anchor, perspective: perspective)
        }
    }

    /// This step `t` of the way to `other`, or nil when they are of different kinds.
    private func mixed(with other: VisualEffectStep, amount t: Double) -> VisualEffectStep? {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case (.offset(let a), .offset(let b)):
            return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.scale(let a, let anchor), .scale(let b, _)):
            return .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), anchor: anchor)
        case (.rotation(let a, let anchor), .rotation(let b, _)):
            return .rotation(.radians(mix(a.radians, b.radians)), anchor: anchor)
        case (.opacity(let a), .opacity(let b)):
            return .opacity(mix(a, b))
        case (.colorMatrix(let a), .colorMatrix(let b)):
            return .colorMatrix(a.mixed(with: b, amount: t))
        case (.affine(let a), .affine(let b)):
            return .affine(
                CGAffineTransform(
                    a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx),
                    ty: mix(a.ty, b.ty)))
        case (.rotation3D(let a, let axis, let anchor, let perspective), .rotation3D(let b, _, _, _)):
            return .rotation3D(
                .radians(mix(a.radians, b.radians)), axis: axis, anchor: anchor, perspective: perspective)
        case (.colorMultiply, .colorMultiply):
            return t < 0.5 ? self : other
        default:
            return nil
        }
    }
}

extension ColorMatrix {
    /// Each coefficient `t` of the way to `other`'s.
    fileprivate func mixed(with other: ColorMatrix, amount t: Double) -> ColorMatrix {
        func mix(_ a: Row, _ b: Row) -> Row {
            Row(
                a.red + (b.red - a.red) * t, a.green + (b.green - a.green) * t, a.blue + (b.blue - a.blue) * t,
                a.alpha + (b.alpha - a.alpha) * t, a.offset + (b.offset - a.offset) * t)
        }
        var result = self
        result.red = mix(red, other.red)
        result.green = mix(green, other.green)
        result.blue = mix(blue, other.blue)
        result.alpha = mix(alpha, other.alpha)
        return result
    }
}
