import Foundation

extension Timer {
    /// A timer that is never scheduled and never fires, as Apple's `Timer()` (`NSObject`'s initialiser),
    /// which Linux's Foundation does not inherit: code keeps one as a placeholder to `invalidate()` and
    /// replace (`var timer = Timer()`). (A defaulted argument, since an extension may not declare `init()`,
    /// which `NSObject` has.)
    public convenience init(_ unscheduled: Void = ()) {
        self.init(timeInterval: 0, repeats: false) { _ in }
    }
}
