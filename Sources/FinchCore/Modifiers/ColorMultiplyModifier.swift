import Foundation

/// `colorMultiply(_:)`: resolves the colour in the view's environment (a colour may differ in dark
/// appearance) and multiplies the view's pixels by it, the colour animating in linear light as SwiftUI's
/// colours do.
struct _ColorMultiplyModifier: ViewModifier, PrimitiveModifier, GraphComparable {
    let color: Color

    func isGraphEqual(to other: Self) -> Bool { other.color == color }

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let target = Self.linear(color.resolve(in: inputs.environment))
        let value = inputs.node.animatedValue(.colorMultiply, target: target, transaction: inputs.transaction)
        // The graph's clock, not the graph: layout nodes must not keep the graph alive (it owns them), and a
        // weak reference would give the graph a side table, slowing every retain of it; the clock holds nothing.
        let clock = inputs.node.graph.clock
        let wrapper = NodeWrapper { node in
            EffectNode(child: node) { _ in
                let shown = Self.encoded(value.value(at: clock.time))
                return RenderEffect(colorFilter: shown == .white ? nil : ColorFilter(.colorMultiply(shown)))
            }
        }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }

    typealias Components = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    /// Red, green and blue in linear light, and opacity.
    static func linear(_ color: RGBA) -> Components {
        AnimatablePair(
            AnimatablePair(toLinear(color.red), toLinear(color.green)),
            AnimatablePair(toLinear(color.blue), color.opacity))
    }

    /// Back to sRGB-encoded components (clamped by `RGBA`).
    static func encoded(_ value: Components) -> RGBA {
        RGBA(
            red: toEncoded(value.first.first), green: toEncoded(value.first.second),
            blue: toEncoded(value.second.first), opacity: value.second.second)
    }

    /// The sRGB transfer function and its inverse (IEC 61966-2-1).
    private static func toLinear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func toEncoded(_ c: Double) -> Double {
        let c = min(max(c, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
