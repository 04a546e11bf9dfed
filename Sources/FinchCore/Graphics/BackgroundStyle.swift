import Foundation

/// The background of the views around (`.backgroundStyle(_:)`), else the system background, as SwiftUI's
/// `.background` shape style: what `.background()` and `.background(in:)` fill with.
public struct BackgroundStyle: ShapeStyle {
    public init() {}

    public func _resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        guard let style = environment.backgroundStyle else {
            return .color(SystemColors.systemBackground.resolve(in: environment))
        }
        return style._resolvePaint(in: bounds, environment: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the views around, else the system background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style backgrounds inside are drawn in (`.backgroundStyle(_:)`), nil for the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style that backgrounds inside are drawn in: `.background()`, `.background(in:)`, the
    /// `.background` shape style, and a `GroupBox`'s card.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills the view's frame with the background style behind it, extending into the safe area along
    /// `edges` where the frame lies on its edge, as SwiftUI's `.background(ignoresSafeAreaEdges:)`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape` in the view's frame with the background style, behind the view.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle))
    }
}
