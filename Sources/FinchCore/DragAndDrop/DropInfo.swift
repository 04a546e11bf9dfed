import Foundation

/// The state of a drag over a drop target, as SwiftUI's `DropInfo`: where it is, in the drop view's own
/// coordinate space, and what it carries.
@MainActor
public struct DropInfo {
    /// The drag's location in the drop view's own coordinate space.
    public let location: CGPoint
    let items: DragItems
    /// True inside `performDrop(info:)`: only then does a drag from another program hand over its items.
    let isPerforming: Bool

    init(location: CGPoint, items: DragItems, isPerforming: Bool) {
        self.location = location
        self.items = items
        self.isPerforming = isPerforming
    }

    /// Whether the drag carries an item of one of `contentTypes` (or a kind of one).
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        items.offers(anyOf: contentTypes.map(\.identifier))
    }

    /// Whether the drag carries an item of one of `types` (type identifiers).
    public func hasItemsConforming(to types: [String]) -> Bool {
        items.offers(anyOf: types)
    }

    /// The item providers with an item of one of `contentTypes`. Start loading them inside
    /// `performDrop(info:)`; a drag from another program has none to give before its drop.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        items.providers(conformingTo: contentTypes.map(\.identifier), making: isPerforming)
    }

    /// The item providers with an item of one of `types` (type identifiers).
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        items.providers(conformingTo: types, making: isPerforming)
    }
}
