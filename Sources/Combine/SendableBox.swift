/// A value handed across threads inside a lock, as Combine hands values: the lock that holds the box
/// orders every access, which is what makes a value that is not itself `Sendable` safe to share here.
///
/// `@unchecked Sendable`: only ever stored in a `Mutex` and read or written inside its lock.
struct SendableBox<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
