import Foundation

/// How strongly a view keeps its content size (UIKit's Auto Layout priorities): a representable's view
/// keeps its intrinsic size along an axis when hugging (proposal larger) or compression resistance
/// (proposal smaller) is above `defaultLow`, as SwiftUI sizes a `UIViewRepresentable`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

/// Auto Layout's constraint, in name only: its `Axis` names the axis a view's priorities apply to.
/// (Constraints themselves are not Finch's: views in a representable are placed by their frames.)
@MainActor
open class NSLayoutConstraint {
    public enum Axis: Int, Hashable, Sendable {
        case horizontal, vertical
    }
}
