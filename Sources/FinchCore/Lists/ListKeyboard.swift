import Foundation

/// A selectable list's keyboard, as on a desktop: while the list has focus, Up and Down move the
/// selection from row to row (scrolling it into view), Return opens the selected row's link, Delete
/// deletes the selected row when its `ForEach` has `onDelete`. Clicking a row gives the list focus.
///
/// One per list for its life (kept in the list's `@State`); each evaluation hands it the current rows.
@MainActor
final class ListKeyboard {
    private var items: ListItems?
    private var selection: ListSelection?
    private var scrollTo: (@MainActor (AnyHashable) -> Void)?
    /// The list's focusable graph node, set by the list's key modifier.
    weak var node: ViewNode?
    /// The built rows' press states, by row tag: Return runs the link a row registered there.
    private var rows: [AnyHashable: WeakRowPress] = [:]

    nonisolated init() {}

    /// In a collapsed split view's sidebar: Return on a row without a link opens the detail.
    private var openDetail: (@MainActor () -> Void)?

    func configure(
        items: ListItems, selection: ListSelection?, openDetail: (@MainActor () -> Void)? = nil,
        scrollTo: @escaping @MainActor (AnyHashable) -> Void
    ) {
        self.items = items
        self.selection = selection
        self.openDetail = openDetail
        self.scrollTo = scrollTo
    }

    /// The tags of the rows built so far, by item: a row's tag may be set inside its own body, which
    /// only its built view tells.
    private var builtTags: [AnyHashable: AnyHashable] = [:]

    /// A row was built with `tag`.
    func rowBuilt(itemID: AnyHashable, tag: AnyHashable) {
        if builtTags[itemID] != tag { builtTags[itemID] = tag }
    }

    /// The tag the row `itemID` had when it was last built, if it was.
    func builtTag(ofItem itemID: AnyHashable) -> AnyHashable? {
        builtTags[itemID]
    }

    func register(_ press: ListRowPress, for tag: AnyHashable) {
        if rows[tag]?.press !== press { rows[tag] = WeakRowPress(press: press) }
        if rows.count > 256 { rows = rows.filter { $0.value.press != nil } }
    }

    /// Gives the list keyboard focus (a click on one of its rows).
    func focus() {
        guard let node, node.isAttached else { return }
        node.graph.focus.focus(node, in: node.graph)
    }

    /// Handles a key while the list has focus; false for keys it leaves to others.
    func handle(_ event: KeyEvent) -> Bool {
        guard let items, let selection else { return false }
        switch event.keyCode {
        case Self.down, Self.up:
            move(by: event.keyCode == Self.down ? 1 : -1, in: items, selection: selection)
            return true
        case Self.returnKey, Self.enter:
            guard let tag = selectedTag(in: items, selection: selection) else { return false }
            if let activate = rows[tag]?.press?.activate {
                activate()
            } else if let openDetail {
                openDetail()
            } else {
                return false
            }
            return true
        case Self.delete, Self.backspace:
            guard let tag = selectedTag(in: items, selection: selection),
                let editing = items.editing(ofRowTagged: tag), let onDelete = editing.actions.onDelete
            else { return false }
            withAnimation { onDelete(IndexSet(integer: editing.offset)) }
            return true
        default:
            return false
        }
    }

    private func move(by step: Int, in items: ListItems, selection: ListSelection) {
        let tags = items.rowTags
        guard !tags.isEmpty else { return }
        let current = tags.firstIndex { selection.contains($0.tag) }
        let next = current.map { min(max($0 + step, 0), tags.count - 1) } ?? (step > 0 ? 0 : tags.count - 1)
        selection.select(tags[next].tag)
        scrollTo?(tags[next].itemID)
    }

    private func selectedTag(in items: ListItems, selection: ListSelection) -> AnyHashable? {
        items.rowTags.first { selection.contains($0.tag) }?.tag
    }

    // GDK key values.
    static let up: UInt32 = 0xff52
    static let down: UInt32 = 0xff54
    static let returnKey: UInt32 = 0xff0d
    static let enter: UInt32 = 0xff8d
    static let delete: UInt32 = 0xffff
    static let backspace: UInt32 = 0xff08
}

private struct WeakRowPress {
    weak var press: ListRowPress?
}

/// Makes the list's scroll view focusable and gives it the list's keys.
struct _ListKeysModifier: ViewModifier, PrimitiveModifier {
    let keyboard: ListKeyboard
    let isFocusable: Bool

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let target = node.focusTarget
        target.isFocusable = isFocusable
        let keyboard = keyboard
        if isFocusable {
            target.keyPress = { [weak keyboard] (event: KeyEvent) -> Bool in keyboard?.handle(event) ?? false }
        } else {
            target.keyPress = nil
        }
        keyboard.node = node
        return .concatenated(content(inputs))
    }
}
