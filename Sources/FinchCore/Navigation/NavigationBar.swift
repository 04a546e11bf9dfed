import Foundation

/// A page's navigation bar, as iOS 17 draws it (swiftui-semantics.md §7): 44 points with the back
/// button and, inline, the title in 17-point semibold, centred; a large title adds 52 points below,
/// 34-point bold at 16 points from the leading edge (96 in all). The page's toolbar items sit at its
/// ends, after the back button and 16 points from the trailing edge; a principal item replaces the
/// inline title.
struct NavigationBar: View {
    let title: String?
    let displayMode: NavigationBarItem.TitleDisplayMode
    let backTitle: String?
    let onBack: @MainActor @Sendable () -> Void
    @ObservedObject var toolbar: ToolbarStore

    static let height: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                let principal = toolbar.entries(in: .principal)
                if !principal.isEmpty {
                    ToolbarItems(entries: principal)
                } else if displayMode == .inline, let title {
                    Text(title).font(.headline).lineLimit(1)
                }
                HStack(spacing: 0) {
                    if let backTitle { backButton(backTitle) }
                    ToolbarItems(entries: toolbar.entries(in: .leading))
                        .padding(.leading, backTitle == nil ? ToolbarMetrics.edgeInset : 0)
                    Spacer(minLength: 0)
                    ToolbarItems(entries: toolbar.entries(in: .trailing))
                        .padding(.trailing, ToolbarMetrics.edgeInset)
                }
            }
            .frame(height: Self.height)
            if displayMode == .large, let title {
                Text(title)
                    .font(.largeTitle.bold())
                    .lineLimit(1)
                    .padding(.leading, ListMetrics.rowInset)
                    .frame(maxWidth: .infinity, minHeight: Self.largeTitleHeight, alignment: .leading)
            }
        }
    }

    private func backButton(_ title: String) -> some View {
        Button(action: onBack) {
            HStack(spacing: 5) {
                Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                Text(title)
            }
            .padding(.horizontal, 8)
            .frame(height: Self.height)
        }
    }

    /// The back button's title: the previous page's, "Back" when it has none or is too long to sit
    /// beside a centred title (more than 12 characters, Finch's rule for UIKit's width test).
    static func backTitle(for previousTitle: String?) -> String {
        guard let previousTitle, !previousTitle.isEmpty, previousTitle.count <= 12 else { return "Back" }
        return previousTitle
    }
}
