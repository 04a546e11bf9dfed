/// A selection change felt as a tick, in UIKit's name; a no-op on a desktop (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() {}

    open func selectionChanged() {}
}
