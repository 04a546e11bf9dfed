import Foundation

/// iOS's translucent background materials (`.background(.regularMaterial)`): what lies behind the shape,
/// blurred, under a translucent system-background tint. A thicker material blurs more and lets less
/// through. The radii and opacities are estimates by eye, not measured from iOS; iOS also raises the
/// backdrop's saturation, which Finch does not (`MaterialTests` pins the values).
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How much of the tint covers the blurred backdrop, 0 to 1.
    let thickness: Double
    /// The blur radius in points.
    let blurRadius: CGFloat

    public static let ultraThin = Material(thickness: 0.35, blurRadius: 12)
    public static let thin = Material(thickness: 0.5, blurRadius: 16)
    public static let regular = Material(thickness: 0.65, blurRadius: 20)
    public static let thick = Material(thickness: 0.8, blurRadius: 24)
    public static let ultraThick = Material(thickness: 0.9, blurRadius: 28)
    /// The material of a navigation or tab bar.
    public static let bar = Material(thickness: 0.75, blurRadius: 20)

    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let tint = Color(
            light: RGBA(red: 1, green: 1, blue: 1, opacity: thickness),
            dark: RGBA(red: 0.11, green: 0.11, blue: 0.12, opacity: thickness))
        return .backdrop(BackdropMaterial(radius: blurRadius, tint: tint.resolve(in: environment)))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
