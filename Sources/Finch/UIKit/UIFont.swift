import FinchCore
import Foundation

/// A font in UIKit's name, for code that sizes text with UIKit's API and hands it to SwiftUI (`Font(uiFont)`).
///
/// The system font is Finch's (the `Font.system` face); `preferredFont(forTextStyle:)` keeps its text style,
/// so a `Font` made from it is the style's SwiftUI font. Not main-actor isolated, as Apple's is not.
public final class UIFont: Hashable, Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The family asked for by name (`UIFont(name:size:)`); nil for the system font.
    public let familyName: String?
    let weight: Weight
    let textStyle: TextStyle?

    init(pointSize: CGFloat, weight: Weight = .regular, familyName: String? = nil, textStyle: TextStyle? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.familyName = familyName
        self.textStyle = textStyle
    }

    /// A font of the named family. UIKit answers nil when no such font is installed; Finch always makes one
    /// and Pango falls back to a similar face, as `Font.custom` does.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize, familyName: fontName)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    /// The text style's font at iOS's default (Large) text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.font.size, weight: style.font.weight, textStyle: style)
    }

    /// This font at another size (no longer a text style's font).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, familyName: familyName)
    }

    /// The SwiftUI font this one stands for.
    var font: Font {
        if let textStyle, textStyle.font.size == pointSize { return .system(textStyle.font.style) }
        if let familyName { return Font.custom(familyName, size: pointSize).weight(weight.font) }
        return .system(size: pointSize, weight: weight.font)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        (lhs.pointSize, lhs.weight, lhs.familyName, lhs.textStyle)
            == (rhs.pointSize, rhs.weight, rhs.familyName, rhs.textStyle)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(familyName)
    }
}

extension Font {
    /// `Font(UIFont.preferredFont(forTextStyle: .body))`, `Font(UIFont.systemFont(ofSize: 20))`.
    public init(_ font: UIFont) {
        self = font.font
    }
}
