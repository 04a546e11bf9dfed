import Foundation

/// What watches a container's primary scroll view (a navigation page's, for its bar): the first
/// vertical `ScrollView` inside the container reports its offset to it, and leaves room at the top of
/// its content for what the observer draws there (a page's large title).
///
/// Installed through the environment (`primaryScrollObserver`); a scroll view clears it for its own
/// content, so only the outermost one reports.
@MainActor
protocol ScrollEdgeObserver: AnyObject {
    /// Space at the top of the scroll view's content, above what it lays out (0: none).
    var contentInsetTop: CGFloat { get }
    /// Offers `state` as the primary scroll view; true when it is (the first to ask, while it lives).
    func claim(_ state: ScrollState) -> Bool
    /// The offset shown moved (`graph` is the scroll view's window's, when known).
    func scrollOffsetChanged(_ state: ScrollState, graph: ViewGraph?)
    /// The scroll view was placed at `frame` (window points, unscrolled); its offset may have been
    /// clamped too.
    func scrollViewPlaced(_ state: ScrollState, frame: CGRect, graph: ViewGraph?)
}

private struct PrimaryScrollObserverKey: EnvironmentKey {
    static var defaultValue: (any ScrollEdgeObserver)? { nil }
}

extension EnvironmentValues {
    /// The observer the first vertical scroll view below reports its offset to (a navigation page's).
    var primaryScrollObserver: (any ScrollEdgeObserver)? {
        get { self[PrimaryScrollObserverKey.self] }
        set { self[PrimaryScrollObserverKey.self] = newValue }
    }
}
