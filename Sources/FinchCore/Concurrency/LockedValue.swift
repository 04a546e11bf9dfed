import Foundation

/// A value shared between threads, read and written only inside `withLock`.
///
/// FinchCore's one `@unchecked Sendable` for locked state: the compiler cannot see that the lock guards
/// `value`, and it does, because `value` is private and only `withLock` reaches it, holding the lock for the
/// whole call. An `NSLock` (a pthread mutex), not `Synchronization.Mutex`: ThreadSanitizer cannot see
/// `Mutex`'s futex on Linux, so `make sanitize` reported two threads' `withLock` bodies as a race
/// (`DecodedImageCache`'s main-thread read and a decoding thread's insert).
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; `body` must not call `withLock` on this value again.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
