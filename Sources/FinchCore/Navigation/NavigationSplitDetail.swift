import Foundation
import Observation

/// A collapsed split view's detail, for the pattern SwiftUI recommends: a sidebar
/// `List(selection:)` whose selection the detail view reads. In a narrow window the split view is a
/// stack rooted at the sidebar, so selecting a row there pushes the detail, as on an iPhone; popping
/// it clears the selection.
///
/// The pushed page shows the split view's detail as of its latest evaluation (kept in this box), so it
/// follows the selection the tap has just written.
@Observable
@MainActor
final class NavigationSplitDetail {
    var view: AnyView?
    @ObservationIgnored private var pushedID: AnyHashable?

    nonisolated init() {}

    /// Pushes the detail onto the collapsed split view's stack, unless it is there already;
    /// `deselect` runs when the user pops it.
    func show(in controller: NavigationController, deselect: @escaping @MainActor () -> Void) {
        guard pushedID == nil else { return }
        pushedID = controller.push(AnyView(NavigationSplitDetailPage(detail: self))) { [weak self] in
            self?.pushedID = nil
            deselect()
        }
    }
}

/// The pushed page of a collapsed split view: its detail, live.
struct NavigationSplitDetailPage: View {
    let detail: NavigationSplitDetail

    var body: some View {
        detail.view ?? AnyView(EmptyView())
    }
}

private struct NavigationSplitDetailKey: EnvironmentKey {
    static var defaultValue: NavigationSplitDetail? { nil }
}

extension EnvironmentValues {
    /// In a collapsed split view's sidebar: where a row's selection shows the detail.
    var navigationSplitDetail: NavigationSplitDetail? {
        get { self[NavigationSplitDetailKey.self] }
        set { self[NavigationSplitDetailKey.self] = newValue }
    }
}
