import Foundation

/// A value shared between threads, guarded by an `NSLock`: `Synchronization.Mutex`'s `withLock`
/// shape, with a lock ThreadSanitizer sees. The toolchain's `Mutex` locks through a futex in a library
/// TSan does not instrument, so under `make sanitize` every access it guards looks like a race
/// (`Tests/ThreadTooling/check.sh` shows both); the loopback server's threads were reported so.
///
/// `@unchecked Sendable` is sound because every access to the value goes through the lock, and the
/// value itself must be `Sendable`, so nothing taken out of it is shared unsafely.
public final class LockedState<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
