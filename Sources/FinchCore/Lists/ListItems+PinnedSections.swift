import Foundation

/// A plain list's section headers and footers stay pinned while their section scrolls; grouped ones
/// scroll away, as in UIKit's plain and grouped table styles (footers float as in UITableView's plain style).
extension ListItems: SectionedViewList {
    var pinsSectionHeaders: Bool { appearance == .plain }
    var pinsSectionFooters: Bool { appearance == .plain }

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

    func sectionFooter(ofElementAt index: Int) -> (section: Range<Int>, footer: Int)? {
        guard index >= 0, index < count else { return nil }
        let section = self.section(containing: index)
        let end = section + 1 < starts.count ? starts[section + 1] : count
        // A section's items: its header (or gap), its rows, then its footer, last.
        guard sections.parts[section].footer != nil else { return nil }
        return (starts[section]..<end, end - 1)
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
