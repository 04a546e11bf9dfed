import Foundation
import Observation

/// A row being dragged by its reorder handle, shared by a list's rows: the rows it passes over make
/// way, moving a row's height toward where it came from, as iOS's do.
@Observable
@MainActor
final class ListMoveState {
    /// The dragged row's section, its offset in its `ForEach`, the offset it would go to now, and the
    /// height the rows it passes move by; nil when no row is dragged.
    private(set) var drag: (section: AnyHashable, from: Int, to: Int, height: CGFloat)?

    nonisolated init() {}

    func update(section: AnyHashable, from: Int, to: Int, height: CGFloat) {
        if let drag, drag.section == section, drag.from == from, drag.to == to, drag.height == height { return }
        drag = (section, from, to, height)
    }

    func end() {
        if drag != nil { drag = nil }
    }

    /// How far the row at `offset` of `section` moves to make way (0 for the dragged row itself).
    func shift(ofRowAt offset: Int, in section: AnyHashable) -> CGFloat {
        guard let drag, drag.section == section, offset != drag.from else { return 0 }
        if drag.from < offset, offset <= drag.to { return -drag.height }
        if drag.to <= offset, offset < drag.from { return drag.height }
        return 0
    }
}

private struct ListMoveStateKey: EnvironmentKey {
    static var defaultValue: ListMoveState? { nil }
}

extension EnvironmentValues {
    /// The list's reorder drag, if this view is in a list.
    var listMoveState: ListMoveState? {
        get { self[ListMoveStateKey.self] }
        set { self[ListMoveStateKey.self] = newValue }
    }
}
