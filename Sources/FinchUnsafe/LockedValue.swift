import Glibc

/// A value shared between threads, read and written only inside `withLock`.
///
/// Finch's one type for locked state, in this module so that every module above it (Combine, FinchCore,
/// FinchCairo, MapKit, AVFoundation) locks the same way. `@unchecked Sendable`: the compiler cannot see
/// that the lock guards `value`, and it does, because `value` is private and only `withLock` reaches it,
/// holding the lock for the whole call. A pthread mutex (what `NSLock` wraps), not
/// `Synchronization.Mutex`: ThreadSanitizer cannot see `Mutex`'s futex on Linux
/// (`Tests/ThreadTooling/check.sh`), so `make sanitize` reported two threads' `withLock` bodies as a race,
/// now and then, wherever tests reached a `Mutex` from two threads at once (`DecodedImageCache`'s
/// main-thread read and a decoding thread's insert; the string tables' key cache, from two
/// `String(localized:)` tests). `scripts/check-layering.py` refuses `Mutex` elsewhere.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    /// Allocated once and never moved: a pthread mutex must keep its address while in use.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock; `body` must not call `withLock` on this value again.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
