import Foundation

/// The reader's chosen text size, as SwiftUI's `DynamicTypeSize`: text styles (`.body`, `.title`…) are
/// drawn at the size iOS gives them at this setting; fonts of a fixed size (`.system(size:)`) are not.
public enum DynamicTypeSize: Int, Comparable, CaseIterable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Font.TextStyle {
    /// The style's point size at `typeSize`, from the iOS table of Dynamic Type sizes in Apple's Human
    /// Interface Guidelines (Typography), xSmall through accessibility5 in order.
    func size(at typeSize: DynamicTypeSize) -> CGFloat {
        let row: [CGFloat]
        switch self {
        case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: row = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: row = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: row = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: row = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: row = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: row = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: row = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
        return row[typeSize.rawValue]
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The text size setting for this view (`.large` unless a view above changes it).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Draws this view's text styles at `size`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps this view's text size setting inside `range` (an app limiting how large its text grows).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        let low = allowed.first ?? .xSmall
        let high = allowed.last ?? .accessibility5
        return transformEnvironmentValues(("dynamicTypeSize", low, high)) { environment in
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, low), high)
        }
    }
}
