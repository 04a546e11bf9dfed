import Foundation

/// A page's navigation bar, as iOS 17 draws it (the numbers of the open-source iOS look-alikes Flutter's Cupertino widgets, Ionic's iOS theme and Framework7): 44 points with the back
/// button and, inline, the title in 17-point semibold, centred. The page's toolbar items sit at its
/// ends, after the back button and 16 points from the trailing edge (secondary actions in a "more"
/// menu last); a principal item replaces the inline title. A large title is the page's (`NavigationLargeTitle`), below the bar.
///
/// Over a page's primary scroll view (`scrollEdge`) the bar is clear at the top of the content and
/// collapses once content is under it: a hairline fades in at its bottom edge and, in large mode, the
/// inline title too, as the large title has scrolled away.
struct NavigationBar: View {
    let title: String?
    let displayMode: NavigationBarItem.TitleDisplayMode
    let backTitle: String?
    let onBack: @MainActor @Sendable () -> Void
    @ObservedObject var toolbar: ToolbarStore
    @Environment(\.layoutMargin) private var margin
    var scrollEdge: NavigationScrollEdge? = nil
    /// The page's `.toolbarBackground` and `.toolbarColorScheme`.
    var appearance = NavigationBarAppearance()
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var pageColorScheme

    static let height: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    var body: some View {
        NavigationBarRow {
            centre.layoutValue(key: NavigationBarRow.Part.self, value: .centre)
            HStack(spacing: 0) {
                if let backTitle { backButton(backTitle) }
                ToolbarItems(entries: toolbar.entries(in: .leading))
                    .padding(.leading, backTitle == nil ? margin : 0)
            }
            .layoutValue(key: NavigationBarRow.Part.self, value: .leading)
            trailingItems.padding(.trailing, margin).layoutValue(key: NavigationBarRow.Part.self, value: .trailing)
        }
        .frame(height: Self.height)
        .environment(\.colorScheme, appearance.colorScheme ?? pageColorScheme)
        .background { background }
        .overlay(alignment: .bottom) {
            if let scrollEdge, appearance.backgroundVisibility != .hidden {
                // In the bar's last device pixel, so it never covers the content below.
                Rectangle()
                    .fill(ListMetrics.separator)
                    .frame(height: 1 / max(displayScale, 1))
                    .scrollEdgeEffect(scrollEdge, .collapsedBar)
                    .allowsHitTesting(false)
            }
        }
    }

    /// What the bar shows in its middle: the principal item, or the inline title (in large mode, once the
    /// large title has scrolled under the bar).
    @ViewBuilder private var centre: some View {
        let principal = toolbar.entries(in: .principal)
        if !principal.isEmpty {
            ToolbarItems(entries: principal)
        } else if let title {
            if displayMode == .inline {
                inlineTitle(title)
            } else if let scrollEdge {
                inlineTitle(title).scrollEdgeEffect(scrollEdge, .collapsedBar)
            }
        }
    }

    /// The bar's own background: a `.toolbarBackground` style (or, made `.visible` with none, the bar
    /// colour), always when `.visible`, fading in with the collapsed bar when automatic, never when `.hidden`.
    @ViewBuilder private var background: some View {
        switch appearance.backgroundVisibility ?? .automatic {
        case .visible:
            Rectangle().fill(appearance.background ?? AnyShapeStyle(ToolbarMetrics.barBackground))
        case .automatic:
            if let style = appearance.background, let scrollEdge {
                Rectangle().fill(style).scrollEdgeEffect(scrollEdge, .collapsedBar)
            }
        case .hidden:
            EmptyView()
        }
    }

    /// The trailing items, and after them the "more" menu when there are secondary actions.
    @ViewBuilder private var trailingItems: some View {
        let secondary = toolbar.entries(in: .secondary)
        if secondary.isEmpty {
            ToolbarItems(entries: toolbar.entries(in: .trailing))
        } else {
            HStack(spacing: ToolbarMetrics.itemSpacing) {
                ToolbarItems(entries: toolbar.entries(in: .trailing))
                ToolbarSecondaryMenu(entries: secondary)
            }
        }
    }

    private func inlineTitle(_ title: String) -> some View {
        Text(title).font(.headline).lineLimit(1)
    }

    /// The back button: the chevron with the page below's title when that fits beside the centred title,
    /// else with "Back", else alone, as UIKit shortens it (`NavigationBarRow` gives it the room).
    private func backButton(_ title: String) -> some View {
        Button(action: onBack) {
            ViewThatFits(in: .horizontal) {
                if !title.isEmpty { backLabel(title) }
                if !title.isEmpty && title != "Back" { backLabel("Back") }
                backLabel(nil)
            }
        }
    }

    private func backLabel(_ title: String?) -> some View {
        HStack(spacing: 5) {
            Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
            // No title under `.toolbarRole(.editor)`: the chevron alone.
            if let title { Text(title).lineLimit(1) }
        }
        .padding(.horizontal, 8)
        .frame(height: Self.height)
    }

    /// The back button's title: the previous page's, or "Back" when it has none (shortened further when
    /// it does not fit: `backButton`).
    static func backTitle(for previousTitle: String?) -> String {
        guard let previousTitle, !previousTitle.isEmpty else { return "Back" }
        return previousTitle
    }
}
