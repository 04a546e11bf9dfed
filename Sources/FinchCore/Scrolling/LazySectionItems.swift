import Foundation

/// The content of a lazy stack that pins its sections' headers or footers, as the stack's elements: each
/// `Section`'s header, its rows one by one, then its footer (views outside sections are rows of a
/// section with no header). Sections are found as a list finds them (`ListSections`), without
/// making their rows, so a section of 10,000 rows costs what its visible rows cost.
@MainActor
struct LazySectionItems: SectionedViewList {
    private enum Item {
        case header(ListSections.Part)
        case row(ListSections.Part, index: Int)
        case footer(ListSections.Part)
    }

    let sections: ListSections
    /// Where each section's elements start.
    private let starts: [Int]
    let count: Int
    let pinsSectionHeaders: Bool
    let pinsSectionFooters: Bool

    init(_ content: any ViewList, pinning pinned: PinnedScrollableViews) {
        pinsSectionHeaders = pinned.contains(.sectionHeaders)
        pinsSectionFooters = pinned.contains(.sectionFooters)
        sections = ListSections(content)
        var starts: [Int] = []
        var total = 0
        for part in sections.parts {
            starts.append(total)
            total += (part.header == nil ? 0 : 1) + part.rows.count + (part.footer == nil ? 0 : 1)
        }
        self.starts = starts
        self.count = total
    }

    /// The section whose elements include `index`.
    private func section(containing index: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func item(at index: Int) -> Item {
        let section = section(containing: index)
        let part = sections.parts[section]
        var local = index - starts[section]
        if part.header != nil {
            if local == 0 { return .header(part) }
            local -= 1
        }
        if local < part.rows.count { return .row(part, index: local) }
        return .footer(part)
    }

    func sectionHeader(ofElementAt index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        let section = section(containing: index)
        return sections.parts[section].header == nil ? nil : starts[section]
    }

    func sectionEnd(ofHeaderAt header: Int) -> Int {
        let section = section(containing: header)
        return section + 1 < starts.count ? starts[section + 1] : count
    }

    func sectionFooter(ofElementAt index: Int) -> (section: Range<Int>, footer: Int)? {
        guard index >= 0, index < count else { return nil }
        let section = section(containing: index)
        guard sections.parts[section].footer != nil else { return nil }
        let end = section + 1 < starts.count ? starts[section + 1] : count
        return (starts[section]..<end, end - 1)
    }

    func id(at index: Int) -> AnyHashable {
        switch item(at: index) {
        case .header(let part): return AnyHashable(ItemID(section: part.id, kind: .header, row: nil))
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
        case .header(let part): return part.header ?? EmptyView()
        case .row(let part, let row): return ViewListElement(list: part.rows, index: row)
        case .footer(let part): return part.footer ?? EmptyView()
        }
    }

    private struct ItemID: Hashable {
        enum Kind: Hashable { case header, row, footer }
        let section: AnyHashable
        let kind: Kind
        let row: AnyHashable?
    }
}
