import Foundation

/// An outline in a `List`: a row for each element shown, depth first, the children of a parent following
/// it when the parent is expanded. Worked out when the list's body runs (the elements shown, not the whole
/// tree); the rows themselves are built lazily, as other rows are.
///
/// A row is identified (and, in a selectable list, tagged) by its element's id; the expansion is the
/// list's own state, a set of those ids, so a parent stays open while it scrolls out of view.
struct OutlineRows<Element, ID: Hashable, Leaf: View>: ViewList {
    struct Row {
        let element: Element
        let depth: Int
        /// Nil for a leaf; else whether its children are shown.
        let isExpanded: Bool?
    }

    let rows: [Row]
    let idPath: KeyPath<Element, ID>
    let content: (Element) -> Leaf
    let expansion: Binding<Set<AnyHashable>>

    init<Data: RandomAccessCollection>(
        roots: [Element], id: KeyPath<Element, ID>, children: KeyPath<Element, Data?>,
        content: @escaping (Element) -> Leaf, expansion: Binding<Set<AnyHashable>>
    ) where Data.Element == Element {
        let expanded = expansion.wrappedValue
        var rows: [Row] = []
        func add(_ elements: some Sequence<Element>, depth: Int) {
            for element in elements {
                guard let descendants = element[keyPath: children] else {
                    rows.append(Row(element: element, depth: depth, isExpanded: nil))
                    continue
                }
                let isExpanded = expanded.contains(AnyHashable(element[keyPath: id]))
                rows.append(Row(element: element, depth: depth, isExpanded: isExpanded))
                if isExpanded { add(descendants, depth: depth + 1) }
            }
        }
        add(roots, depth: 0)
        self.rows = rows
        self.idPath = id
        self.content = content
        self.expansion = expansion
    }

    var count: Int { rows.count }
    var uniformElementType: (any View.Type)? { OutlineRow<Leaf>.self }

    func id(at index: Int) -> AnyHashable { AnyHashable(rows[index].element[keyPath: idPath]) }

    func view(at index: Int) -> any View { row(at: index) }

    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        inputs.build(row(at: index), identity: .explicit(id(at: index)))
    }

    private func row(at index: Int) -> OutlineRow<Leaf> {
        let row = rows[index]
        let key = id(at: index)
        let expansion = expansion
        return OutlineRow(
            content: content(row.element), depth: row.depth, isExpanded: row.isExpanded,
            toggle: {
                withAnimation(DisclosureGroupMetrics.animation) {
                    if expansion.wrappedValue.contains(key) {
                        expansion.wrappedValue.remove(key)
                    } else {
                        expansion.wrappedValue.insert(key)
                    }
                }
            })
    }
}

/// One row of an outline in a list: the element's content indented by its depth, and a parent's
/// disclosure chevron at the trailing edge, which a tap turns (the rest of the row stays the list's, to
/// select or to hold a link, as on iOS).
struct OutlineRow<Content: View>: View {
    let content: Content
    let depth: Int
    let isExpanded: Bool?
    let toggle: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 0) {
            content
            Spacer(minLength: 0)
            if let isExpanded {
                Button(action: toggle) {
                    DisclosureChevron(isExpanded: isExpanded)
                        .padding(.leading, OutlineMetrics.chevronTapMargin)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.leading, CGFloat(depth) * OutlineMetrics.indentation)
    }
}

/// An outline's measures in a list (Finch's choices, close to iOS's by eye: Apple publishes none).
enum OutlineMetrics {
    /// How far each level of children is indented.
    static let indentation: CGFloat = 20
    /// Room before the chevron that a tap still counts as on it.
    static let chevronTapMargin: CGFloat = 16
}
