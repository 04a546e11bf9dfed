import Foundation

/// Links a view's dynamic properties (state, objects, environment) to its graph node before `body` runs.
///
/// Properties are found by reflection, in declaration order, also inside user `DynamicProperty`
/// structs; slot numbers follow that order, so state survives as long as the view's shape does.
@MainActor
enum DynamicPropertyInstaller {
    /// View types known to hold no dynamic property, so reflection is skipped for them.
    private static var withoutProperties: Set<ObjectIdentifier> = []

    static func install<V>(in view: V, node: ViewNode) {
        let type = ObjectIdentifier(V.self)
        if withoutProperties.contains(type) { return }
        var slot = 0
        visit(view, node: node, slot: &slot)
        if slot == 0 { withoutProperties.insert(type) }
    }

    private static func visit(_ value: Any, node: ViewNode, slot: inout Int) {
        for child in Mirror(reflecting: value).children {
            if let linked = child.value as? any GraphLinkedProperty {
                linked.link(to: node, slot: slot)
                slot += 1
            } else if child.value is any DynamicProperty || child.value is any App {
                // An app's properties belong to the node of its scene graph's root (`_AppBody`).
                visit(child.value, node: node, slot: &slot)
            }
        }
    }
}
