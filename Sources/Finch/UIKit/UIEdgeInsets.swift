import Foundation

/// Insets on each side, in UIKit's names (left and right, not leading and trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public static let zero = UIEdgeInsets()
}
