import Foundation

/// A view list in sections whose headers a lazy stack pins: each header stays at the start of the
/// visible part while its section scrolls under it, pushed away by the section's end (a plain
/// list's headers, `LazyVStack(pinnedViews: [.sectionHeaders])`'s).
@MainActor
protocol SectionedViewList: ViewList {
    /// False when the list's headers scroll with their rows (a grouped list's).
    var pinsSectionHeaders: Bool { get }
    /// The element heading the section element `index` is in, when that section has a header.
    ///
    /// - Complexity: O(log number of sections).
    func sectionHeader(ofElementAt index: Int) -> Int?
    /// The index just past the last element of the section headed by element `header`.
    ///
    /// - Complexity: O(log number of sections).
    func sectionEnd(ofHeaderAt header: Int) -> Int
}
