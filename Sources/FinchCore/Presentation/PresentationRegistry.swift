import Foundation

/// What is presented over a window (sheets, alerts, confirmation dialogs, menus), front-most last.
///
/// Its one job is the list of presentations and whether it changed since the window's root was last
/// made: presenting modifiers record theirs here during an update, and the graph rebuilds its root
/// (`ViewGraph.rootWithPresentations()`) at the end of that update.
@MainActor
final class PresentationRegistry {
    /// Presented over the window, in the order they appeared.
    private(set) var all: [Presentation] = []
    /// Set when `all` changed and the window's root does not show it yet.
    var changed = false

    var isEmpty: Bool { all.isEmpty }

    /// Records what `presentation.owner` presents (nil: nothing, for `owner`). Returns whether the window's
    /// root must change: false when nothing was presented and nothing is, or the same layers are.
    func set(_ presentation: Presentation?, of owner: ViewNode) -> Bool {
        let index = all.firstIndex { $0.owner === owner }
        if let index, let presentation, !presentation.layers.isEmpty {
            let same =
                all[index].layers.count == presentation.layers.count
                && zip(all[index].layers, presentation.layers).allSatisfy { $0 === $1 }
            all[index] = presentation
            if same { return false }
        } else if let index {
            all.remove(at: index)
        } else if let presentation, !presentation.layers.isEmpty {
            all.append(presentation)
        } else {
            return false
        }
        changed = true
        return true
    }

    /// The front-most presentation's own view node (what keyboard focus is limited to), or nil.
    var frontmostNode: ViewNode? {
        guard let front = all.last else { return nil }
        return front.owner?.child(at: front.slot)
    }

    /// Offers a key to the front-most presentation's own handler (an alert, a menu); true when taken.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.phase != .up, let keys = all.last?.keys else { return false }
        return keys(event)
    }

    /// Dismisses the front-most presentation; false when none is presented.
    func dismissFrontmost() -> Bool {
        guard let front = all.last else { return false }
        front.dismiss()
        return true
    }

    /// The layers of the presentations whose owners are still in the tree (the others are forgotten).
    func attachedLayers() -> [LayoutNode] {
        all.removeAll { $0.owner?.isAttached != true }
        return all.flatMap(\.layers)
    }

    /// Forgets every presentation (the graph is torn down).
    func removeAll() {
        all.removeAll()
    }
}
