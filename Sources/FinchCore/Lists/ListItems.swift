import Foundation

/// The items a list stacks: for each section a header (or the gap above it), its rows, and its footer.
/// A lazy stack builds only those in view through this list.
@MainActor
struct ListItems: ViewList {
    enum Item {
        case header(ListSections.Part, isFirst: Bool)
        case row(ListSections.Part, index: Int)
        case footer(ListSections.Part)
    }

    let sections: ListSections
    let appearance: ListAppearance
    let selection: ListSelection?
    /// Weak: the keyboard keeps the list's current items (`ListKeyboard.configure`), so a strong link
    /// back made a cycle that outlived the window, and with it the selection binding's state. The
    /// list's `@State` holds the keyboard as long as the list lives.
    weak var keyboard: ListKeyboard?
    /// The list's `.listSectionSpacing` (nil: the style's).
    let sectionSpacing: ListSectionSpacing?
    /// The list's `.listRowSpacing`: points between the rows of a section (nil or 0: none, rows joined).
    let rowSpacing: CGFloat?
    /// Where each section's items start, and how many items there are.
    let starts: [Int]
    let count: Int

    init(
        sections: ListSections, appearance: ListAppearance, selection: ListSelection? = nil,
        keyboard: ListKeyboard? = nil, sectionSpacing: ListSectionSpacing? = nil, rowSpacing: CGFloat? = nil
    ) {
        self.sections = sections
        self.sectionSpacing = sectionSpacing
        self.rowSpacing = rowSpacing.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.appearance = appearance
        self.selection = selection
        self.keyboard = keyboard
        var starts: [Int] = []
        var total = 0
        for part in sections.parts {
            starts.append(total)
            total += 1 + part.rows.count + (part.footer == nil ? 0 : 1)
        }
        self.starts = starts
        self.count = total
    }

    func item(at index: Int) -> Item {
        let low = section(containing: index)
        let part = sections.parts[low]
        let local = index - starts[low]
        if local == 0 { return .header(part, isFirst: low == 0) }
        if local <= part.rows.count { return .row(part, index: local - 1) }
        return .footer(part)
    }

    /// The place of the section whose items include item `index`.
    private func section(containing index: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func id(at index: Int) -> AnyHashable {
        switch item(at: index) {
        case .header(let part, _): return AnyHashable(ItemID(section: part.id, kind: .header, row: nil))
        case .row(let part, let row):
            return AnyHashable(ItemID(section: part.id, kind: .row, row: part.rows.id(at: row)))
        case .footer(let part): return AnyHashable(ItemID(section: part.id, kind: .footer, row: nil))
        }
    }

    /// The item of the row whose `ForEach` id (or place) is `id`, or the item identified by `id` itself.
    func index(ofScrollTarget id: AnyHashable) -> Int? {
        for (section, part) in sections.parts.enumerated() {
            for row in 0..<part.rows.count where part.rows.id(at: row) == id { return starts[section] + 1 + row }
        }
        return (0..<count).first { self.id(at: $0) == id }
    }

    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        inputs.buildAny(view(at: index), identity: .explicit(id(at: index)))
    }

    func view(at index: Int) -> any View {
        switch item(at: index) {
        case .header(let part, let isFirst):
            return part.inSectionEnvironment(
                ListHeader(
                    content: part.header.map { AnyView(erasing: $0) }, appearance: appearance, isFirst: isFirst,
                    spacingAbove: ListSectionSpacing.above(
                        section: section(containing: index), of: sections.parts, list: sectionSpacing)))
        case .row(let part, let row):
            // The row's content is built first, in its own node; its chrome follows its traits.
            // With row spacing each row stands alone (its own card, no separator), as in iOS 17.
            let reader = ViewListReader(
                list: part.rows, indices: row..<(row + 1),
                root: ListRowRoot(
                    appearance: appearance, isFirst: row == 0 || rowSpacing != nil,
                    isLast: row == part.rows.count - 1 || rowSpacing != nil,
                    editing: part.rows.editing(at: row), selection: selection, keyboard: keyboard,
                    itemID: id(at: index), separatorBelowLast: part.separatorBelowLast, section: part.id,
                    rows: part.rows, row: row))
            guard let rowSpacing, row > 0 else { return reader }
            return reader.padding(.top, rowSpacing)
        case .footer(let part):
            guard let footer = part.footer else { return EmptyView() }
            return part.inSectionEnvironment(ListFooter(content: AnyView(erasing: footer), appearance: appearance))
        }
    }

    /// A row's selection tag: the one its built view set (in its modifiers or its body), else the one
    /// on its value's modifiers, else its `ForEach` id (a fixed row without a tag has none).
    private func tag(of row: Int, in part: ListSections.Part) -> AnyHashable? {
        let itemID = AnyHashable(ItemID(section: part.id, kind: .row, row: part.rows.id(at: row)))
        if let built = keyboard?.builtTag(ofItem: itemID) { return built }
        if let tag = part.rows.view(at: row).viewTraits.tag { return tag }
        return ListRowRoot.defaultTag(id: part.rows.id(at: row))
    }

    /// Every selectable row's tag and item identity, in order (worked out for a key press, not per frame).
    var rowTags: [(tag: AnyHashable, itemID: AnyHashable)] {
        sections.parts.flatMap { part in
            (0..<part.rows.count).compactMap { row in
                tag(of: row, in: part).map {
                    (tag: $0, itemID: AnyHashable(ItemID(section: part.id, kind: .row, row: part.rows.id(at: row))))
                }
            }
        }
    }

    /// What may be done to the row tagged `tag` (nil: nothing, or no such row).
    func editing(ofRowTagged tag: AnyHashable) -> ListRowEditing? {
        for part in sections.parts {
            for row in 0..<part.rows.count where self.tag(of: row, in: part) == tag {
                return part.rows.editing(at: row)
            }
        }
        return nil
    }

    private struct ItemID: Hashable {
        enum Kind: Hashable { case header, row, footer }
        let section: AnyHashable
        let kind: Kind
        let row: AnyHashable?
    }
}

/// A list's items as the content of a stack.
struct ListItemsView: View, PrimitiveView, ViewListContent {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let items: ListItems

    var viewList: any ViewList { items }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        .concatenated((0..<items.count).flatMap { items.buildElement(at: $0, in: inputs) })
    }
}

/// One element of a view list, built where this view is: a row's content, inside the row's chrome.
struct ViewListElement: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let list: any ViewList
    let index: Int

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        .concatenated(list.buildElement(at: index, in: inputs))
    }
}

/// A list row made from its built content: the chrome the content's traits ask for (insets, swipe
/// actions, whether it may be deleted or moved) and its selection tag.
struct ListRowRoot: ViewListRoot {
    let appearance: ListAppearance
    let isFirst: Bool
    let isLast: Bool
    let editing: ListRowEditing?
    let selection: ListSelection?
    let keyboard: ListKeyboard?
    /// The row's identity among the list's items (what the keyboard scrolls to).
    let itemID: AnyHashable
    let separatorBelowLast: Bool
    let section: AnyHashable
    /// The row's list and place in it, to look at the row's view when it has a badge.
    let rows: any ViewList
    let row: Int

    func body(children: [ViewListChild]) -> some View {
        let content = children.first
        let traits = content?.traits ?? ViewTraits()
        let tag = traits.tag ?? content.flatMap { Self.defaultTag(id: $0.id) }
        if let tag { keyboard?.rowBuilt(itemID: itemID, tag: tag) }
        return ListRow(
            content: content, appearance: appearance, isFirst: isFirst, isLast: isLast, editing: editing,
            selection: selection.map { ListRowSelection(list: $0, tag: tag, keyboard: keyboard) }, traits: traits,
            separatorBelowLast: separatorBelowLast, moveSection: section,
            badgeInLink: traits.badge != nil && ListRowBadge.isDrawnByLink(rows.view(at: row)))
    }

    /// The tag of a row that sets none: its `ForEach` id; a fixed row has none.
    static func defaultTag(id: AnyHashable) -> AnyHashable? {
        id.base is FixedElementID ? nil : id
    }
}
