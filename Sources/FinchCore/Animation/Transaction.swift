import Foundation

/// The context of a state change: whether (and how) the views it affects animate.
public struct Transaction: Sendable {
    /// The animation of the change, nil for none.
    public var animation: Animation?
    /// When true, implicit animations (`.animation(_:)` modifiers) do not apply either.
    public var disablesAnimations = false
    public var isContinuous = false
    /// Values set for `TransactionKey`s, by key type.
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value of `key` in this transaction: the one set, else the key's default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped before the cast: `nil as? T` succeeds when `T` is an optional.
            guard let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value else {
                return K.defaultValue
            }
            return value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The transaction of the code running now (inside `withAnimation`/`withTransaction`), or an empty one.
    @TaskLocal package static var current = Transaction()
}

/// Runs `body`, animating the view changes it causes with `animation`, as SwiftUI's `withAnimation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction` as the context of the state changes it makes.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}

/// A key for a value a transaction carries to the views its changes reach, as SwiftUI's `TransactionKey`
/// (iOS 17); declared with `@Entry` in an extension of `Transaction`, or by hand with a subscript.
///
/// Finch's `Transaction` is `Sendable` (it travels in a task-local value, which other tasks may read),
/// so a key's value must be too, where Apple's protocol leaves it unconstrained.
public protocol TransactionKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}
