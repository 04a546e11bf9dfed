import Foundation

extension View {
    /// The default font for text in this view.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("font", font)) { $0.font = font }
    }

    /// The colour of text and the default fill of shapes in this view.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("foreground", color)) {
            $0.foregroundStyle = color.map(AnyShapeStyle.init)
        }
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("foreground", style)) { $0.foregroundStyle = AnyShapeStyle(style) }
    }

    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("lineLimit", number)) { $0.lineLimit = number.map { max($0, 1) } }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("alignment", alignment)) { $0.multilineTextAlignment = alignment }
    }

    public func truncationMode(_ mode: TextLayoutRequest.TruncationMode) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("truncation", mode)) { $0.truncationMode = mode }
    }

    /// Bold text in this view (the environment font's weight).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("bold", isActive)) { environment in
            if isActive { environment.font = (environment.font ?? .body).bold() }
        }
    }

    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("italic", isActive)) { environment in
            if isActive { environment.font = (environment.font ?? .body).italic() }
        }
    }

    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("fontWeight", weight)) { environment in
            if let weight { environment.font = (environment.font ?? .body).weight(weight) }
        }
    }
}

extension Text {
    /// SwiftUI spells the truncation mode `Text.TruncationMode`.
    public typealias TruncationMode = TextLayoutRequest.TruncationMode
}
