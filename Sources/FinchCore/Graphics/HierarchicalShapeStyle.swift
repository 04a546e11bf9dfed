import Foundation

/// A level of the current foreground style, as SwiftUI's `HierarchicalShapeStyle`: `.primary` is the
/// style itself, `.secondary`, `.tertiary`, `.quaternary` and `.quinary` fainter levels of it.
///
/// With no foreground style set the levels are iOS's label colours (`label`, `secondaryLabel`…). Under
/// `.foregroundStyle(.white)` `.secondary` is white at the secondary level's opacity, not the grey label
/// colour; under `.foregroundStyle(a, b, c)` the levels are those styles. The opacities of the levels for
/// a style of the program's own are the label colours' alphas (0.6, 0.3, 0.18, and 0.1 for the fifth):
/// Apple does not publish SwiftUI's; these are Finch's choice.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 for primary, 1 for secondary…
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity each level takes of a style of the program's own.
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        resolved(over: environment.foregroundStyles)._resolvePaint(in: bounds, environment: environment)
    }

    /// This level of `styles` (the foreground's levels as set, none for the default).
    func resolved(over styles: [AnyShapeStyle]) -> AnyShapeStyle {
        if level < styles.count { return styles[level] }
        guard let base = styles.last else { return AnyShapeStyle(Self.labelColors[min(level, 4)]) }
        // A style set for fewer levels: the last one set, fainter by the levels past it.
        let below = Self.opacities[min(level - (styles.count - 1), 4)]
        return AnyShapeStyle(base.opacity(below))
    }

    /// iOS's label colours, the levels of the default foreground.
    static let labelColors: [Color] = [
        .primary, .secondary, SystemColors.tertiaryLabel, SystemColors.quaternaryLabel,
        // UIKit's `quinaryLabel` (iOS 18) is not in Finch's colour list: the label colour at 10 %, Finch's.
        Color(
            light: RGBA(bytes: 60, 60, 67, opacity: 0.1), dark: RGBA(bytes: 235, 235, 245, opacity: 0.1),
            name: "quinary"),
    ]
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension EnvironmentValues {
    /// The foreground style's levels: what `.foregroundStyle(_:_:_:)` set, one style for `.foregroundStyle(_:)`,
    /// none for the default (the label colours).
    var foregroundStyles: [AnyShapeStyle] {
        if let levels = foregroundStyleLevels { return levels }
        return foregroundStyle.map { [$0] } ?? []
    }
}
