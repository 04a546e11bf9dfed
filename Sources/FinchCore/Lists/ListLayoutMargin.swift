import Foundation

/// The layout margin (16 or 20 points) set by whatever knows the width it applies to: a navigation
/// stack for its pages, a list outside any navigation for itself (`LayoutMarginFromWidth`).
private struct LayoutMarginKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The layout margin where this view is: 16 points in a narrow window or column, 20 in a wide one
    /// (set by navigation pages and lists from their width; 16 where neither has set it).
    var layoutMargin: CGFloat {
        get { self[LayoutMarginKey.self] ?? ListMetrics.rowInset }
        set { self[LayoutMarginKey.self] = newValue }
    }

    /// True once a navigation page or a list has set the margin from its width.
    var isLayoutMarginSet: Bool { self[LayoutMarginKey.self] != nil }
}

/// Gives its content the layout margin for its own width, unless an enclosing navigation page has
/// set one (a `List` outside navigation follows iOS's rule, 20 points from 414 wide, by itself).
///
/// Only then is the width read (through a `GeometryReader`), so a list in a navigation stack is built
/// as before.
struct LayoutMarginFromWidth<Content: View>: View {
    let content: Content
    @Environment(\.isLayoutMarginSet) private var isSet

    var body: some View {
        if isSet {
            content
        } else {
            GeometryReader { proxy in
                content.environment(\.layoutMargin, ListMetrics.margin(forWidth: proxy.size.width))
            }
        }
    }
}
