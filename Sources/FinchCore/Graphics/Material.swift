import Foundation

/// iOS's translucent background materials (`.background(.regularMaterial)`), drawn as a translucent
/// system-background fill: Finch does not blur what lies behind yet, so a thicker material is simply a
/// more opaque one. The opacities are estimates by eye, not measured from iOS.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How much of the background colour covers what is behind, 0 to 1.
    let thickness: Double

    public static let ultraThin = Material(thickness: 0.35)
    public static let thin = Material(thickness: 0.55)
    public static let regular = Material(thickness: 0.72)
    public static let thick = Material(thickness: 0.85)
    public static let ultraThick = Material(thickness: 0.93)
    /// The material of a navigation or tab bar.
    public static let bar = Material(thickness: 0.8)

    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let fill = Color(
            light: RGBA(red: 1, green: 1, blue: 1, opacity: thickness),
            dark: RGBA(red: 0.11, green: 0.11, blue: 0.12, opacity: thickness))
        return .color(fill.resolve(in: environment))
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
