import Foundation

/// A tree of elements, each shown by `content`, as SwiftUI's `OutlineGroup`: an element whose `children`
/// key path holds an array (even an empty one) is a parent, one holding nil a leaf.
///
/// Outside a `List`, each parent is a `DisclosureGroup` (its label the element's content, its content the
/// children's outline), collapsed at first, as SwiftUI builds it. In a `List` (and in `List(_:children:)`),
/// every element shown is a row of its own: a parent's row ends with the disclosure chevron, and a tap on
/// the chevron shows or hides its children's rows, indented a level (`OutlineRows`).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The top-level elements (one for the `root` forms).
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of `root` and its descendants, identified by `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// An outline of each element of `data` and its descendants, identified by `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// An outline of `root` and its descendants.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// An outline of each element of `data` and its descendants.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(roots, id: id) { node($0) }
    }

    /// An element as SwiftUI shows it outside a list: its content, in a disclosure group over its
    /// children's outline when it has children.
    @MainActor func node(_ element: Data.Element) -> AnyView {
        guard let descendants = element[keyPath: children] else { return AnyView(content(element)) }
        let subgroup = OutlineSubgroupChildren(
            AnyView(ForEach(Array(descendants), id: id) { self.node($0) }))
        return AnyView(DisclosureGroup(content: { subgroup }, label: { content(element) }))
    }
}

extension OutlineGroup: ViewListContent where Parent: View, Leaf: View, Subgroup: View {
    /// The top-level elements, each with its descendants; a `List` makes a row of each element instead.
    var viewList: any ViewList {
        OutlineViewList(
            base: ForEachViewList(forEach: ForEach(roots, id: id) { node($0) }),
            rows: { expansion in
                OutlineRows(roots: roots, id: id, children: children, content: content, expansion: expansion)
            })
    }
}

/// The children of a parent in an outline outside a list, as a view (the content of its disclosure group).
public struct OutlineSubgroupChildren: View {
    let children: AnyView

    init(_ children: AnyView) {
        self.children = children
    }

    public var body: some View {
        children
    }
}
