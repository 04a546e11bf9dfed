/// The base of UIKit's haptic feedback generators. A desktop has no haptic engine, so the generators accept
/// every call and do nothing: code written for iPhones runs unchanged and simply feels nothing. Main-actor
/// isolated, as Apple's are, and `@preconcurrency`, as UIKit's Objective-C classes reach Swift: Swift 5 code
/// that makes or calls one outside the main actor builds, as it does for iOS.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the (absent) haptic engine; nothing to do.
    open func prepare() {}
}
