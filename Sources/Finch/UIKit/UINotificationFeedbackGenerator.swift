/// Success, warning and error felt as taps, in UIKit's name; a no-op on a desktop (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Hashable, Sendable {
        case success, warning, error
    }

    public override init() {}

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
