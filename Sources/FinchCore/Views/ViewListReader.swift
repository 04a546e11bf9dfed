import Foundation

/// What a container makes of its children once it knows their traits: SwiftUI's variadic view root.
/// The root places each child (at most once) where it wants it, or builds it unplaced.
@MainActor
protocol ViewListRoot {
    associatedtype Body: View
    func body(children: [ViewListChild]) -> Body
}

/// Gives a container its children with their traits (`.tag`, `.tabItem`, `.swipeActions`…, set on
/// them or inside their own `body`), reading them from the children's own graph nodes, so no body is
/// evaluated twice or in a node made only to look.
///
/// Each element lives in a node under this view's node, identified by its id, whatever the root does
/// with it: a root that decides its structure by a trait (a row with swipe actions) may change its
/// structure without moving the element, so the element's state stays. The element is built where the
/// root places it, with the environment there (a picker's segment font, a list row's press state).
///
/// The root is first made with the traits known so far (the element's node's, from an earlier build,
/// or those on the element's value); once it has built the elements it places, their traits are read
/// from their nodes, and if they differ the root is made again with them (its elements are reused).
/// A trait that changes later (inside an element evaluated on its own) has this view evaluated again.
struct ViewListReader<Root: ViewListRoot>: View, PrimitiveView {
    typealias Body = Never
    var body: Never { fatalBody() }

    let list: any ViewList
    /// The elements the root gets, by index in `list`.
    let indices: Range<Int>
    let root: Root

    init(list: any ViewList, indices: Range<Int>? = nil, root: Root) {
        self.list = list
        self.indices = indices ?? 0..<list.count
        self.root = root
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let reading = node.stored(ViewListReading.self) { ViewListReading(node: node) }
        reading.isBuilding = true
        defer { reading.isBuilding = false }
        reading.list = list
        reading.generation &+= 1
        let ids = indices.map { list.id(at: $0) }
        var children = zip(indices, ids).map { index, id in
            ViewListChild(
                id: id, index: index,
                traits: reading.element(id)?.elementTraits ?? list.view(at: index).viewTraits, reading: reading,
                generation: reading.generation)
        }
        var made = inputs.build(root.body(children: children), identity: ViewListReading.rootComponent)
        let read = children.map { child in reading.element(child.id)?.elementTraits ?? child.traits }
        if !ValueEquality.areEqual(typed: read, children.map(\.traits)), let rootNode = reading.rootNode {
            for offset in children.indices { children[offset].traits = read[offset] }
            made = rootNode.update(root.body(children: children), inputs: inputs)
        }
        // Elements the root left as they were stay; those no longer in the list go.
        for id in ids { if let element = reading.element(id) { node.keep(element) } }
        return ViewOutputs(made, assembly: .custom(reading))
    }
}

/// A `ViewListReader`'s state in its node: the list, whether it is building now, and where each
/// element is placed, so an element that changes on its own reaches its place.
@MainActor
final class ViewListReading: NodeStorageKey, OutputAssembler {
    typealias Value = ViewListReading

    static let rootComponent = IdentityComponent.explicit(AnyHashable(RootKey()))

    private(set) weak var node: ViewNode?
    var list: (any ViewList)?
    /// Counts the reader's evaluations: each may bring new element values (the list's closures say
    /// nothing comparable), so the places of the elements build them again.
    var generation: UInt64 = 0
    var isBuilding = false
    /// The views that placed each element (by element id) and the element's nodes they placed.
    private var placements: [AnyHashable: (place: WeakViewNode, nodes: [LayoutNode])] = [:]

    init(node: ViewNode) {
        self.node = node
    }

    var rootNode: ViewNode? { node?.child(at: Self.rootComponent) }

    static func component(of id: AnyHashable) -> IdentityComponent {
        .explicit(AnyHashable(ElementKey(id: id)))
    }

    /// The node of the element with `id`, if it was built.
    func element(_ id: AnyHashable) -> ViewNode? {
        node?.child(at: Self.component(of: id))
    }

    /// Builds (or updates) element `index` with `inputs`' environment, in its node under the reader.
    func build(elementAt index: Int, id: AnyHashable, placedBy place: ViewNode?, inputs: ViewInputs) -> [LayoutNode] {
        guard let node, node.isAttached, let list, index < list.count else { return [] }
        let component = Self.component(of: id)
        let element = ViewListElement(list: list, index: index)
        let elementNode =
            isBuilding
            ? node.child(for: component, type: ViewListElement.self)
            : node.childOutsideEvaluation(for: component, type: ViewListElement.self)
        let isNew = elementNode.outputs.isEmpty && elementNode.view == nil
        let nodes = elementNode.update(element, inputs: inputs.moved(to: node))
        if let place {
            placements[id] = (WeakViewNode(place), nodes)
            if place[PlacedElement.self]?.node !== elementNode { place[PlacedElement.self] = WeakViewNode(elementNode) }
        }
        // Built after the reader's evaluation (at layout, inside a geometry reader): its traits are
        // read by the reader's next evaluation.
        if isNew, !isBuilding { node.graph.invalidate(node) }
        return nodes
    }

    /// An element or the root made other nodes on its own. The root's nodes are the reader's; an
    /// element's new nodes reach the view that placed it, which is evaluated again, and so is the
    /// reader when the element's traits may have changed with them.
    func assemble(from node: ViewNode) -> [LayoutNode] {
        placements = placements.filter { $0.value.place.node?.isAttached == true }
        for (id, placement) in placements {
            guard let element = element(id), let place = placement.place.node else { continue }
            let nodes = element.outputs
            if nodes.count != placement.nodes.count || zip(nodes, placement.nodes).contains(where: { $0 !== $1 }) {
                node.graph.invalidate(place)
                if !isBuilding { node.graph.invalidate(node) }
            }
        }
        return rootNode?.outputs ?? []
    }

    private struct RootKey: Hashable {}

    private struct ElementKey: Hashable {
        let id: AnyHashable
    }
}

/// The element a `ViewListChild` placed, kept in its node: what the element's subtree gives (its
/// preferences) counts there.
@MainActor
enum PlacedElement: NodeStorageKey {
    typealias Value = WeakViewNode
}

/// One element of a view list as a container's root sees it: its id, its traits, and, as a view, the
/// element itself, built where the root places it (once).
struct ViewListChild: View, PrimitiveView {
    typealias Body = Never
    var body: Never { fatalBody() }

    /// The element's id in its list (a `ForEach` id, or its place).
    let id: AnyHashable
    /// Its index in the list.
    let index: Int
    var traits: ViewTraits
    let reading: ViewListReading
    let generation: UInt64

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        .leaf(reading.build(elementAt: index, id: id, placedBy: inputs.node, inputs: inputs))
    }

    /// A new copy of the element, for places other than the container's own (a menu's items, a page
    /// of options): built where that view is, with state of its own.
    var copy: ViewListElement? {
        reading.list.map { ViewListElement(list: $0, index: index) }
    }
}

extension ViewListChild: GraphComparable {
    /// The same element of the same evaluation of the reader, with the same traits where they can be compared.
    func isGraphEqual(to other: Self) -> Bool {
        reading === other.reading && generation == other.generation && id == other.id && index == other.index
            && ValueEquality.areEqual(typed: traits, other.traits)
    }
}

/// Builds elements for their traits, placing none, beside the content it modifies.
struct _UnplacedChildrenModifier: ViewModifier, PrimitiveModifier {
    let children: [ViewListChild]

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let made = content(inputs)
        for child in children {
            _ = child.reading.build(elementAt: child.index, id: child.id, placedBy: nil, inputs: inputs)
        }
        return .concatenated(made)
    }
}

extension View {
    /// Also builds `children`, placing none of them (their traits are wanted, not their views).
    func buildingUnplaced(_ children: [ViewListChild]) -> some View {
        modifier(_UnplacedChildrenModifier(children: children))
    }
}
