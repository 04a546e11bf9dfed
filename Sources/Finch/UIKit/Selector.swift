import Foundation

/// An Objective-C method's name, as UIKit's target–action pairs take one. Linux has no Objective-C runtime:
/// `#selector(…)` does not compile here whatever a library declares (README), but code that passes
/// `action: nil` (a flexible space) or builds one from a string does, and a control keeps the pair. Finch
/// cannot call a method by its name, so a control told to send one warns instead (`UIControl`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}
