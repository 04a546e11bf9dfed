import Foundation

/// A list element's traits (`.tag`, `.tabItem`, `.swipeActions`…) as outputs of its own graph nodes,
/// as SwiftUI carries view-list traits: a trait modifier keeps its trait in its node, and a container
/// reads them from the element's node after building it there, so every body runs once, in its real
/// node, and a trait set inside a child's own `body` is found like one set on the child.
///
/// Reading walks down from the element's node through the nodes that hand their single content on
/// (a composite view to its body, a modified view to its content, an `AnyView`, a branch); the
/// traits met on the way are applied innermost first, so the outermost setting wins.
extension ViewNode {
    /// The traits of the element this node makes (none for a stack or a leaf without trait modifiers).
    var elementTraits: ViewTraits {
        var chain: [_TraitModifier.Trait] = []
        var node: ViewNode? = self
        while let current = node {
            if let trait = current[ElementTrait.self] { chain.append(trait) }
            node = current.traitContentChild
        }
        var traits = ViewTraits()
        for trait in chain.reversed() { _TraitModifier(trait: trait).apply(to: &traits) }
        return traits
    }

    /// The child that makes this node's single element, whose traits are this node's too: a
    /// composite view's body, a modified view's content, the one view of a transparent wrapper.
    private var traitContentChild: ViewNode? {
        guard let box = viewBox else { return nil }
        if box.hasBody { return child(at: .index(0)) }
        guard let forwarding = box.anyValue as? any TraitForwardingView else { return nil }
        return type(of: forwarding).traitContent(of: self)
    }

    /// A trait kept in this node changed after its element was read: the nearest container reading
    /// elements above reads them again (in the update running, or the next).
    func elementTraitChanged() {
        var ancestor = parent
        while let current = ancestor {
            if let reading = current[ViewListReading.self] {
                if !reading.isBuilding { graph.invalidate(current) }
                return
            }
            ancestor = current.parent
        }
    }
}

/// The trait a `_TraitModifier` keeps in its node.
@MainActor
enum ElementTrait: NodeStorageKey {
    typealias Value = _TraitModifier.Trait
}

/// A primitive view that makes the one element of its content: its content's traits are its own.
@MainActor
protocol TraitForwardingView {
    /// The node of the content whose traits are this view's, in `node`, this view's node.
    static func traitContent(of node: ViewNode) -> ViewNode?
}

extension TraitForwardingView {
    static func traitContent(of node: ViewNode) -> ViewNode? {
        node.children.count == 1 ? node.children[0] : nil
    }
}

extension ModifiedContent: TraitForwardingView where Content: View, Modifier: ViewModifier {
    /// The content (`.index(0)`), or the body of a modifier of the user's (`.index(1)`), whose
    /// `content` placeholder hands the content's traits on.
    static func traitContent(of node: ViewNode) -> ViewNode? {
        node.child(at: .index(0)) ?? node.child(at: .index(1))
    }
}

extension _ViewModifier_Content: TraitForwardingView {}
extension AnyView: TraitForwardingView {}
extension _ConditionalContent: TraitForwardingView {}
extension Optional: TraitForwardingView where Wrapped: View {}
extension ViewListElement: TraitForwardingView {}
