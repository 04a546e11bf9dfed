import Foundation
import Observation

/// What one page of a stack reported about its bar (`.navigationTitle` and friends), observed by the
/// views that show it: the page's own view and the views of the pages above it (the back button's
/// title, an `.automatic` display mode). A report re-evaluates only those, never the stack: the stack's
/// body holds every page, so evaluating it again for a title would compare and lay out all of them.
@Observable
@MainActor
final class NavigationPageReport {
    var options: NavigationPageOptions?

    nonisolated init() {}
}

/// The reports of a stack's pages, one per page identity, made when a page is first shown and let go
/// when it leaves the stack. Not state: making or dropping a report changes nothing drawn.
@MainActor
final class NavigationPageReports {
    private var reports: [AnyHashable: NavigationPageReport] = [:]

    nonisolated init() {}

    /// The report of the page with identity `id`.
    func report(for id: AnyHashable) -> NavigationPageReport {
        if let report = reports[id] { return report }
        let report = NavigationPageReport()
        reports[id] = report
        return report
    }

    /// Lets go of the reports of pages no longer in the stack (a leaving page's view keeps its own).
    func keepOnly(_ ids: [AnyHashable]) {
        guard reports.count > ids.count else { return }
        let kept = Set(ids)
        reports = reports.filter { kept.contains($0.key) }
    }
}
