import Foundation

/// The context of a state change: whether (and how) the views it affects animate.
public struct Transaction: Sendable {
    /// The animation of the change, nil for none.
    public var animation: Animation?
    /// When true, implicit animations (`.animation(_:)` modifiers) do not apply either.
    public var disablesAnimations = false
    public var isContinuous = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction of the code running now (inside `withAnimation`/`withTransaction`), or an empty one.
    @TaskLocal static var current = Transaction()
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
