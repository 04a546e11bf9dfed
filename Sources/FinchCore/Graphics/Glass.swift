import Foundation

/// iOS 26's Liquid Glass (`.glassEffect(.regular, in: .rect(cornerRadius: 20))`), which code written for
/// iOS 26 uses where earlier code put a material. Finch draws iOS 17's look, so glass is drawn as the
/// material nearest to it: the backdrop blurred under a light tint in the shape, with a faint light edge;
/// `.clear` as the thinnest material, a tint laid over it at a fifth, `.identity` as nothing. The lensing,
/// the highlights that follow the light and the morphing between shapes are not drawn.
public struct Glass: Hashable, Sendable {
    let material: Material?
    let tint: Color?

    public static let regular = Glass(material: .regular, tint: nil)
    public static let clear = Glass(material: .ultraThin, tint: nil)
    /// No glass at all.
    public static let identity = Glass(material: nil, tint: nil)

    /// The glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass {
        Glass(material: material, tint: color)
    }

    /// Glass that reacts to touches on iOS 26; drawn the same here.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

extension View {
    /// The view on glass in `shape` (a capsule unless given), drawn as the nearest material (`Glass`).
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
        background {
            if let material = glass.material {
                ZStack {
                    shape.fill(material)
                    if let tint = glass.tint { shape.fill(tint.opacity(0.2)) }
                    shape.stroke(Color.white.opacity(0.35), lineWidth: 0.5)
                }
            }
        }
    }

    /// Names the view's glass for morphing between shapes on iOS 26; kept, not animated here.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        self
    }
}

/// Groups glass views so that, on iOS 26, they blend and morph together; here it lays its content out as
/// it is.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}
