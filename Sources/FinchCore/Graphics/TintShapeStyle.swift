import Foundation

/// The tint as a shape style (`.foregroundStyle(.tint)`, as Xcode 15's new-project `ContentView` colours
/// its globe): the colour `.tint(_:)` set around the view, else the accent colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}

    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .color((environment.tint ?? Color.accentColor).resolve(in: environment))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the views around, else the accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
