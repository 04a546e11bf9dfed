import Foundation

/// A plain list's section headers stay pinned while their section scrolls; grouped ones scroll
/// away (swiftui-semantics.md §7).
extension ListItems: SectionedViewList {
    var pinsSectionHeaders: Bool { appearance == .plain }

    func sectionHeader(ofElementAt index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        let section = self.section(containing: index)
        // A run of rows outside any section has no header to pin (its item is an empty gap).
        guard sections.parts[section].header != nil else { return nil }
        return starts[section]
    }

    func sectionEnd(ofHeaderAt header: Int) -> Int {
        let section = self.section(containing: header)
        return section + 1 < starts.count ? starts[section + 1] : count
    }

    /// The section whose items include `index` (a binary search of where each section starts).
    private func section(containing index: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
