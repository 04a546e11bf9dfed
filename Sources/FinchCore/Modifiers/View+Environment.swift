import Foundation

extension View {
    /// The default font for text in this view, weighed and slanted as views around ask (`fontWeight`,
    /// `bold`, `italic`).
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("font", font)) { environment in
            environment.font = font.map { environment.fontOverrides.apply(to: $0) }
        }
    }

    /// The colour of text and the default fill of shapes in this view.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("foreground", color)) {
            $0.foregroundStyle = color.map(AnyShapeStyle.init)
        }
    }

    /// A level (`.secondary`) is taken of the foreground style around, not of itself.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("foreground", style)) {
            if let level = style as? HierarchicalShapeStyle {
                $0.foregroundStyle = level.resolved(over: $0.foregroundStyles)
            } else {
                $0.foregroundStyle = AnyShapeStyle(style)
            }
        }
    }

    /// The primary and secondary levels of the foreground (iOS 15): `.secondary` inside is `secondary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> ModifiedContent<Self, _EnvironmentWriter>
    {
        transformEnvironmentValues(("foreground2", primary, secondary)) {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.foregroundStyleLevels = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]
        }
    }

    /// The primary, secondary and tertiary levels of the foreground (iOS 15).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("foreground3", primary, secondary, tertiary)) {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.foregroundStyleLevels = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
    }

    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentWriter> {
        lineLimit(maximum: number, reserving: 0)
    }

    /// At most `limit` lines, and with `reservesSpace` room for `limit` lines however few are shown (iOS 16):
    /// a card's title takes two lines' height whether its text needs one or two.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentWriter> {
        lineLimit(maximum: limit, reserving: reservesSpace ? limit : 0)
    }

    /// Room for at least the range's lower bound of lines and at most its upper (iOS 16): a vertical
    /// `TextField` with `.lineLimit(3...6)` is three lines tall when empty and grows to six.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentWriter> {
        lineLimit(maximum: limit.upperBound, reserving: limit.lowerBound)
    }

    /// Room for at least `limit.lowerBound` lines, with no maximum (iOS 16).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _EnvironmentWriter> {
        lineLimit(maximum: nil, reserving: limit.lowerBound)
    }

    /// At most `limit.upperBound` lines (iOS 16).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _EnvironmentWriter> {
        lineLimit(maximum: limit.upperBound, reserving: 0)
    }

    private func lineLimit(maximum: Int?, reserving reserved: Int) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("lineLimit", maximum, reserved)) {
            $0.lineLimit = maximum.map { max($0, 1) }
            $0.reservedLineCount = max(reserved, 0)
        }
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
            if isActive {
                environment.font = (environment.font ?? .body).bold()
                environment.fontOverrides.bold = true
            }
        }
    }

    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("italic", isActive)) { environment in
            if isActive {
                environment.font = (environment.font ?? .body).italic()
                environment.fontOverrides.italic = true
            }
        }
    }

    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("fontWeight", weight)) { environment in
            if let weight {
                environment.font = (environment.font ?? .body).weight(weight)
                environment.fontOverrides.weight = weight
            }
        }
    }
}

extension Text {
    /// SwiftUI spells the truncation mode `Text.TruncationMode`.
    public typealias TruncationMode = TextLayoutRequest.TruncationMode
}
