import Foundation

/// Toolbar items side by side at one place in a bar; nothing at all when there are none.
struct ToolbarItems: View {
    let entries: [ToolbarEntry]

    var body: some View {
        if !entries.isEmpty {
            HStack(spacing: ToolbarMetrics.itemSpacing) {
                ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                    // A `Label` in a bar shows its icon only, as iOS's bar button items do.
                    entry.content.labelStyle(.iconOnly).font(entry.placement.isEmphasized ? .headline : .body)
                        .controlGroupsInBar()
                }
            }
        }
    }
}

/// The bar along the bottom of a page, shown while the page has `.bottomBar` or `.status` items: 44
/// points on the bar colour under a hairline. One item is centred; several share the width, the first
/// at the leading end, the last at the trailing end and those between centred, as iOS spreads them.
struct ToolbarBottomBar: View {
    @ObservedObject var toolbar: ToolbarStore
    /// The page's scroll edge: the bar is clear where no content goes on below (as UIKit's toolbar at its
    /// scroll edge since iOS 15); nil draws the bar's background always.
    var scrollEdge: TabBarScrollEdge? = nil
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutMargin) private var margin

    var body: some View {
        let entries = toolbar.entries(in: .bottom)
        if !entries.isEmpty {
            HStack(spacing: ToolbarMetrics.itemSpacing) {
                ForEach(Array(entries.enumerated()), id: \.offset) { index, entry in
                    entry.content
                        .labelStyle(.iconOnly)
                        .font(entry.placement.isEmphasized ? .headline : .body)
                        .controlGroupsInBar()
                        .frame(maxWidth: .infinity, alignment: alignment(at: index, of: entries.count))
                }
            }
            .padding(.horizontal, margin)
            .frame(maxWidth: .infinity, minHeight: ToolbarMetrics.bottomBarHeight)
            .background { followingEdge(Rectangle().fill(ToolbarMetrics.barBackground)) }
            .overlay(alignment: .top) {
                followingEdge(Rectangle().fill(ListMetrics.separator).frame(height: 1 / max(displayScale, 1)))
            }
        }
    }

    /// `part` shown as the scroll edge says (always, without one).
    @ViewBuilder private func followingEdge(_ part: some View) -> some View {
        if let scrollEdge {
            part.tabBarScrollEdgeEffect(scrollEdge)
        } else {
            part
        }
    }

    private func alignment(at index: Int, of count: Int) -> Alignment {
        if count == 1 { return .center }
        return index == 0 ? .leading : index == count - 1 ? .trailing : .center
    }
}
