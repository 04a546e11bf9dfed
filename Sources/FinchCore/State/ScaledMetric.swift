import Foundation

/// A number that grows and shrinks with the reader's text size, as SwiftUI's `@ScaledMetric`:
/// `@ScaledMetric var size: CGFloat = 20`, `@ScaledMetric(relativeTo: .title) var gap = 8.0`.
///
/// As iOS scales it (`UIFontMetrics.scaledValue(for:)`): by how much larger the text style (`.body`
/// unless named) is at the environment's Dynamic Type size than at the default `.large`, from the same
/// table text styles use. So at `.large` the value is the one written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A value scaled as `.body` text is.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A value scaled as text of `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the Dynamic Type size of the view's environment.
    public var wrappedValue: Value {
        baseValue * Value(textStyle.scale(at: dynamicTypeSize))
    }
}

extension Font.TextStyle {
    /// How much larger the style is at `typeSize` than at the default `.large`.
    func scale(at typeSize: DynamicTypeSize) -> CGFloat {
        typeSize == .large ? 1 : size(at: typeSize) / size
    }
}
