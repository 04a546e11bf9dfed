import Foundation

/// The tab bar style: the selected tab above a 49-point bar of buttons, one per tab, drawn over the tab's
/// content (which may extend under it with `.ignoresSafeArea`).
struct TabBarLayout: View {
    let tabs: TabList
    let current: AnyHashable
    /// The tabs built: those shown so far, and the current one.
    let shown: Set<AnyHashable>
    let select: @MainActor (AnyHashable) -> Void
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var colorScheme
    /// What each tab's content said about the bar (`.toolbarBackground(_:for: .tabBar)`), by tag.
    @State private var appearances: [AnyHashable: NavigationBarAppearance] = [:]
    /// Each tab's scroll edge: whether content goes on under the bar.
    @State private var edges = TabBarScrollEdges()

    var body: some View {
        BarsOverContent(hasTopBar: false) {
            ZStack {
                ForEach(tabs.entries.filter { shown.contains($0.tag) }) { entry in
                    let isCurrent = entry.tag == current
                    tabs.content(of: entry)
                        .environment(\.tabBarScrollEdge, edges.edge(for: entry.tag))
                        .onPreferenceChange(TabBarAppearanceKey.self) { appearances[entry.tag] = $0 }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .opacity(isCurrent ? 1 : 0)
                        .allowsHitTesting(isCurrent)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            // A view that ignores the safe area extends under the bar, which is drawn over it.
            .safeAreaExtent(key: TabBarMetrics.height) {
                EdgeInsets(top: 0, leading: 0, bottom: TabBarMetrics.height, trailing: 0)
            }
            bar
        }
    }

    private var bar: some View {
        let appearance = appearances[current] ?? NavigationBarAppearance()
        return HStack(spacing: 0) {
            ForEach(tabs.entries) { entry in
                TabBarItem(item: entry.traits.tabItem, badge: entry.traits.badge, isSelected: entry.tag == current)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(entry.tag) }
            }
        }
        .frame(height: TabBarMetrics.height)
        .environment(\.colorScheme, appearance.colorScheme ?? colorScheme)
        .background {
            if appearance.backgroundVisibility != .hidden {
                edgeFollowing(
                    Rectangle().fill(appearance.background ?? AnyShapeStyle(ToolbarMetrics.barBackground)), appearance)
            }
        }
        .overlay(alignment: .top) {
            if appearance.backgroundVisibility != .hidden {
                edgeFollowing(
                    Rectangle().fill(TabBarMetrics.hairline).frame(height: 1 / max(displayScale, 1)), appearance)
            }
        }
    }
}

extension TabBarLayout {
    /// The bar's background or hairline: shown while the current tab's content goes on under the bar, clear
    /// at the scroll edge (iOS 15's default); always shown with `.toolbarBackground(.visible, for: .tabBar)`.
    @ViewBuilder
    fileprivate func edgeFollowing(_ part: some View, _ appearance: NavigationBarAppearance) -> some View {
        if appearance.backgroundVisibility == .visible {
            part
        } else {
            part.tabBarScrollEdgeEffect(edges.edge(for: current))
        }
    }
}

/// One tab's button: its item's icon over its title, tinted when selected, grey otherwise, with a
/// badge at the icon's trailing top.
struct TabBarItem: View {
    let item: AnyView?
    let badge: Text?
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 0) {
            (item ?? AnyView(EmptyView()))
                .labelStyle(TabItemLabelStyle())
                .font(TabBarMetrics.titleFont)
                .foregroundColor(isSelected ? Color.accentColor : TabBarMetrics.unselected)
                .overlay(alignment: .top) {
                    if let badge {
                        CapsuleBadge(text: badge, metrics: TabBarMetrics.badge).offset(
                            x: TabBarMetrics.badgeOffset, y: -2)
                    }
                }
        }
        .padding(.top, 4)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// A tab item's label: the icon over the title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(TabBarMetrics.iconFont).frame(height: TabBarMetrics.iconHeight)
            configuration.title
        }
    }
}

/// The tab bar's numbers (iOS 17, light; ~ where only look-alike kits give them).
enum TabBarMetrics {
    /// Above the bottom safe area.
    static let height: CGFloat = 49
    static let iconFont = Font.system(size: 22)
    static let iconHeight: CGFloat = 28
    /// 10-point medium titles under the icons.
    static let titleFont = Font.system(size: 10, weight: .medium)
    /// An unselected item's grey (#999999, ~).
    static let unselected = SystemColors.unselectedItem
    static let hairline = SystemColors.barHairline
    /// A badge's centre sits this far to the trailing side of the icon's.
    static let badgeOffset: CGFloat = 14
    /// A tab item's badge: 13-point text on an 18-point capsule.
    static let badge = CapsuleBadge.Metrics(font: .system(size: 13), horizontalPadding: 5, height: 18)
}
