import Foundation

/// The reader's chosen text size under iOS 13's names, as SwiftUI's `ContentSizeCategory`: the same twelve
/// settings as `DynamicTypeSize`, which `\.sizeCategory` reads and writes (so text styles follow either).
public enum ContentSizeCategory: Hashable, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The Dynamic Type size of the same place in the list: `.extraSmall` is `.xSmall`,
    /// `.accessibilityMedium` is `.accessibility1`.
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[dynamicTypeSize.rawValue]
    }

    /// True for the five accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category's place in the list, smallest first (its `DynamicTypeSize`'s raw value).
    var index: Int {
        switch self {
        case .extraSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .extraLarge: return 4
        case .extraExtraLarge: return 5
        case .extraExtraExtraLarge: return 6
        case .accessibilityMedium: return 7
        case .accessibilityLarge: return 8
        case .accessibilityExtraLarge: return 9
        case .accessibilityExtraExtraLarge: return 10
        case .accessibilityExtraExtraExtraLarge: return 11
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

extension DynamicTypeSize {
    /// The Dynamic Type size a content size category names.
    public init(_ sizeCategory: ContentSizeCategory) {
        // Both lists have the same twelve settings in the same order (pinned by a test).
        self = Self.allCases[sizeCategory.index]
    }
}

extension EnvironmentValues {
    /// The text size setting under its iOS 13 name: `\.dynamicTypeSize` seen as a `ContentSizeCategory`.
    /// Setting it (`.environment(\.sizeCategory, .extraLarge)`) sets the Dynamic Type size.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
