import Foundation

/// A list of values of any `Hashable` types, each a page of a navigation stack, as SwiftUI's
/// `NavigationPath`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many pages the path holds.
    public var count: Int { elements.count }

    public var isEmpty: Bool { elements.isEmpty }

    /// Adds a page for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` pages (all of them when there are fewer).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }
}
