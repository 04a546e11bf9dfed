import Foundation

/// A list's content as sections of rows: its `Section`s, and runs of rows outside any section, each run
/// a section of its own with no header.
///
/// Worked out from the content's view list without making its rows: a `ForEach` of rows is one run
/// whatever its length; only static views and a `ForEach` of sections (or of `if … { Section }`, `if … else`
/// between sections) are
/// looked at one by one.
@MainActor
struct ListSections {
    struct Part {
        let id: AnyHashable
        let header: (any View)?
        let footer: (any View)?
        let rows: any ViewList
        /// Whether the section's last row has a separator below it (`.listSectionSeparator`).
        var separatorBelowLast = false
        /// The section's own spacing from its neighbours (`.listSectionSpacing` on the section).
        var spacing: ListSectionSpacing?
        /// The section as written (nil for a run of rows outside sections).
        var section: (any ListSectionContent)?

        /// The header or footer under the environment modifiers on the section.
        @MainActor func inSectionEnvironment(_ view: any View) -> any View {
            section?.inSectionEnvironment(view) ?? view
        }
    }

    private(set) var parts: [Part] = []

    /// With `outlines`, each outline (`OutlineGroup`) among the rows becomes a row per element shown, its
    /// parents expanded as the set says (a `List`'s); without, it stays one view per top-level element.
    init(_ content: any ViewList, outlines: Binding<Set<AnyHashable>>? = nil) {
        let rowsOf = { (list: any ViewList) in outlines.map { list.outlinesAsRows($0) } ?? list }
        var run: [any ViewList] = []
        func endRun() {
            guard !run.isEmpty else { return }
            parts.append(
                Part(
                    id: AnyHashable(Run(index: parts.count)), header: nil, footer: nil,
                    rows: ConcatenatedViewList(lists: run)))
            run = []
        }
        for list in content.parts {
            if let type = list.uniformElementType,
                type is any ListSectionContent.Type || type is any OptionalListSection.Type
            {
                endRun()
                for index in 0..<list.count {
                    let view = list.view(at: index)
                    // An element whose condition is false (`if … { Section }`) shows nothing; one of
                    // `if … else` is the branch taken, its modifiers (`.listSectionSeparator`) kept.
                    guard let section = view as? any ListSectionContent ?? (view as? any OptionalListSection)?.section
                    else { continue }
                    let traits = ((section as? any View) ?? view).viewTraits
                    let separator = traits.sectionSeparator
                    parts.append(
                        Part(
                            id: list.id(at: index), header: section.headerView, footer: section.footerView,
                            rows: rowsOf(section.rows),
                            separatorBelowLast: separator?.visibility == .visible
                                && separator?.edges.contains(.bottom) == true,
                            spacing: traits.sectionSpacing, section: section))
                }
            } else {
                run.append(rowsOf(list))
            }
        }
        endRun()
    }

    /// The identity of a run of rows outside sections: its place among the parts.
    private struct Run: Hashable {
        let index: Int
    }
}
