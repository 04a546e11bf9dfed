import Foundation

/// The context of a state change; animations arrive with the animation issue.
public struct Transaction {
    public var disablesAnimations = false

    public init() {}
}
