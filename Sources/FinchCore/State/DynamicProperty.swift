import Foundation

/// A stored property of a view that the graph keeps alive between evaluations, as SwiftUI's
/// `DynamicProperty`; a struct of such properties composes them into a custom property wrapper.
public protocol DynamicProperty {
    /// Called before the view's body; Finch keeps the default (nothing to do).
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Finch's built-in dynamic properties: each links itself to storage in the view's graph node.
@MainActor
protocol GraphLinkedProperty: DynamicProperty {
    /// Connects this property to slot `slot` of `node`'s storage, creating the storage the first time.
    func link(to node: ViewNode, slot: Int)
}
