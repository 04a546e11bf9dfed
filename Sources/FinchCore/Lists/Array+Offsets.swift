import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start), as SwiftUI adds for `onDelete`.
    /// Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (positions from the start) to before the element at
    /// `destination`, keeping their order, as SwiftUI adds for `onMove`. Offsets past the end are
    /// ignored; a destination past the end moves them to the end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let moving = source.filter { $0 >= 0 && $0 < total }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), total)
        let elements = Array(self)
        let moved = moving.map { elements[$0] }
        var rest: [Element] = []
        var insertAt = 0
        for (offset, element) in elements.enumerated() where !moving.contains(offset) {
            if offset < target { insertAt += 1 }
            rest.append(element)
        }
        rest.insert(contentsOf: moved, at: insertAt)
        for (position, element) in zip(indices, rest) {
            self[position] = element
        }
    }
}
