import Foundation

/// The keys that go back in a navigation stack, as on a desktop: Escape, and Alt+Left (a browser's
/// back). A stack registers with its graph's `NavigationBackKeyRegistry` while it is in the tree; the
/// innermost one that has a page to pop takes the key.
@MainActor
enum NavigationBackKeys {
    /// GDK's key value for the left arrow.
    static let leftKey: UInt32 = 0xff51

    static func isBack(_ event: KeyEvent) -> Bool {
        event.keyCode == ViewGraph.escapeKey || (event.keyCode == leftKey && event.modifiers.contains(.option))
    }
}

/// Registers a navigation stack's back action with the graph while the view is in the tree.
struct NavigationBackKeyRegistration: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let controller: NavigationController

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        if node[NavigationBackKeyRegistered.self] == nil {
            node[NavigationBackKeyRegistered.self] = true
            let controller = controller
            node.graph.backKeys.register(node) { controller.popIfPossible() }
        }
        return .leaf([])
    }
}

/// Marks a node whose stack is registered for the back keys.
private enum NavigationBackKeyRegistered: NodeStorageKey {
    typealias Value = Bool
}
