import Foundation

/// A view list in sections whose headers or footers a lazy stack pins: a header stays at the start
/// of the visible part while its section scrolls under it, pushed away by the section's end; a footer
/// stays at the end of the visible part while its section's rows are in view, and rides up with the
/// section's end (a plain list's headers and footers, `LazyVStack(pinnedViews:)`'s).
@MainActor
protocol SectionedViewList: ViewList {
    /// False when the list's headers scroll with their rows (a grouped list's).
    var pinsSectionHeaders: Bool { get }
    /// False when the list's footers scroll with their rows.
    var pinsSectionFooters: Bool { get }
    /// The element heading the section element `index` is in, when that section has a header.
    ///
    /// - Complexity: O(log number of sections).
    func sectionHeader(ofElementAt index: Int) -> Int?
    /// The index just past the last element of the section headed by element `header`.
    ///
    /// - Complexity: O(log number of sections).
    func sectionEnd(ofHeaderAt header: Int) -> Int
    /// The elements of the section element `index` is in, and its footer's index when it has one.
    ///
    /// - Complexity: O(log number of sections).
    func sectionFooter(ofElementAt index: Int) -> (section: Range<Int>, footer: Int)?
}
