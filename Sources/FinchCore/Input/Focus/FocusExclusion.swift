import Foundation

/// Keeps keyboard focus out of its content while `isExcluded`: Tab passes over the views inside, and a
/// view inside that held focus no longer takes keys (Return and Space activate nothing there). A
/// navigation stack puts it on every page under the top one, where UIKit takes the covered page's views
/// out of the window: without it, a link activated from the keyboard stayed focused under the page it
/// pushed, and each Return pushed another copy (the Landmarks soak's steady growth).
struct _FocusExclusion: ViewModifier, PrimitiveModifier {
    let isExcluded: Bool

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        inputs.node[FocusExclusion.self] = isExcluded ? true : nil
        return .concatenated(content(inputs))
    }
}

/// Set on a node whose subtree keyboard focus must stay out of (`_FocusExclusion`).
enum FocusExclusion: NodeStorageKey {
    typealias Value = Bool
}

extension ViewNode {
    /// Whether focus may go into this node's subtree (from its parent).
    var admitsFocus: Bool { self[FocusExclusion.self] != true }
}
