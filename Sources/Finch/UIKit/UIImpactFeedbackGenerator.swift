import Foundation

/// A collision felt as a tap, in UIKit's name; a no-op on a desktop (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {}

    open func impactOccurred(intensity: CGFloat) {}
}
