import Foundation

/// What flows down while view values are turned into layout nodes, as SwiftUI's view inputs: the
/// environment, the update's transaction, the graph node that children attach to, the platform
/// services, the enclosing stack's axis and a custom modifier's wrapped content.
///
/// The node is held unowned: inputs are captured by closures that graph and layout nodes keep (a
/// modifier's wrapper, a container's content builder), and those must never keep a node alive after
/// it is unmounted. They only run while it is mounted.
@MainActor
struct ViewInputs {
    var environment: EnvironmentValues
    /// The graph node whose children are being built.
    ///
    /// `unowned(unsafe)`, a plain pointer (docs/unsafety.md): a checked unowned reference counts every
    /// copy of the inputs (dozens for each view built) and every read, a few percent of building a large
    /// document. Inputs are read while their node is evaluated or built, or later by the layout nodes that
    /// keep them (a geometry reader, a lazy stack) after checking that node is still mounted.
    unowned(unsafe) let node: ViewNode
    /// The platform's measurers and decoders, the graph's (asked of it, not kept here: inputs are copied
    /// dozens of times for every view built, and each reference kept is a retain and a release each time).
    var services: PlatformServices { node.graph.services }
    /// The axis of the stack whose direct children are being built (spacers grow along it).
    var stackAxis: Axis?
    /// Builds the content a `ViewModifier`'s `body(content:)` wraps, with the inputs at that point.
    var modifierContent: ModifierContentBuilder?
    /// The transaction of the update, as changed by `.animation` and `.transaction` modifiers above.
    var transaction: Transaction
    /// Where a modifier's `content` placeholder stands among the children of `node`, while its content is
    /// built there in place of it (nil otherwise; read and cleared by the content's builder).
    var contentIndex: Int32?
    /// The box of the modified view whose `content` is being built, set by `ModifiedContent`'s builder for
    /// that one build: the content's node reads its value there (`ProjectedViewBox`) instead of keeping a
    /// copy. Not passed on to the content's own children (`moved(to:)` leaves it out). `unowned(unsafe)`:
    /// the modified view's node holds its box throughout the build, and the content's node keeps the box
    /// it needs strongly.
    unowned(unsafe) var contentSource: AnyViewBox?
    /// True while a modifier that wraps in place builds its content: a modified view there whose modifier
    /// wraps in place too is applied in the same node, one level in (`ViewNode+WrappedInPlace.swift`).
    /// Not passed on to another node's children (`moved(to:)` leaves it out).
    var wrapsContentInPlace = false
    /// How many modifiers out from the one being applied the node's own is: 0 for the node's own modifier.
    var wrapLevel: UInt8 = 0
    /// Past this many levels a chain's modifiers get nodes of their own again.
    static let maximumWrapLevel: UInt8 = 32

    init(node: ViewNode, environment: EnvironmentValues) {
        self.init(node: node, environment: environment, transaction: node.graph.build.currentTransaction)
    }

    private init(node: ViewNode, environment: EnvironmentValues, transaction: Transaction) {
        self.node = node
        self.environment = environment
        self.transaction = transaction
    }

    /// The layout nodes of `view` as the child `component` of this input's node.
    ///
    /// The child keeps its graph node (and so its state) while its identity stays; when its view
    /// value and environment are unchanged and nothing it reads changed, its last nodes are reused.
    ///
    /// A modifier's `content` placeholder makes no node: its content is built where it stands, when the
    /// modifier's builder can place it there (an identity by position, as the placeholder's nearly
    /// always is); otherwise the placeholder's node builds it as its only child.
    ///
    /// A modified view whose modifier only changes its content's inputs (an environment writer) makes no
    /// node either: its content is built where it stands, with the changed inputs (see `_ViewPlacement`).
    func build<V: View>(_ view: V, identity component: IdentityComponent) -> [LayoutNode] {
        switch V._placement {
        case .node:
            break
        case .modifierContent:
            if let builder = modifierContent, builder.placesContent, case .index(let index) = component,
                let position = Int32(exactly: index)
            {
                var inputs = self
                inputs.contentIndex = position
                return builder.build(inputs)
            }
        case .inPlace:
            return V._makeInPlace(view: view, inputs: _ViewInputs(self), identity: _ViewIdentity(component)).base.nodes
        }
        let child = node.child(for: component, type: V.self)
        return child.update(view, inputs: self)
    }

    /// Builds an existential view (from `AnyView` or a `TupleView`'s children) by opening it.
    func buildAny(_ view: any View, identity component: IdentityComponent) -> [LayoutNode] {
        func open<V: View>(_ concrete: V) -> [LayoutNode] { build(concrete, identity: component) }
        return open(view)
    }

    /// Inputs for children that are not directly in a stack.
    var outsideStack: ViewInputs {
        var inputs = self
        inputs.stackAxis = nil
        return inputs
    }

    /// The same inputs, building children of `node`.
    /// (Made with this transaction, not the graph's: reading the graph's for every node built was a
    /// strong load of its unowned reference and of the build owner, only to be replaced.)
    @inline(__always)
    func moved(to node: ViewNode) -> ViewInputs {
        var inputs = ViewInputs(node: node, environment: environment, transaction: transaction)
        inputs.stackAxis = stackAxis
        inputs.modifierContent = modifierContent
        return inputs
    }
}

/// Builds a modifier's wrapped content; a reference type so nested modifiers can chain.
@MainActor
final class ModifierContentBuilder {
    let build: (ViewInputs) -> [LayoutNode]
    /// True when `build` places the content where `ViewInputs.contentIndex` says (see `applyModifier`).
    let placesContent: Bool

    init(build: @escaping (ViewInputs) -> [LayoutNode], placesContent: Bool = false) {
        self.build = build
        self.placesContent = placesContent
    }
}
