import Foundation
import Observation

/// A row's chrome: its insets and minimum height, its background (a piece of its section's card in
/// grouped styles), and the separator below it unless it is its section's last row.
struct ListRow<Content: View>: View {
    let content: Content
    let appearance: ListAppearance
    let isFirst: Bool
    let isLast: Bool
    @Environment(\.displayScale) private var displayScale
    /// Pressed while a button or link in the row is (`listRowPress`): the row turns grey, as on iOS.
    @State private var press = ListRowPress()

    var body: some View {
        // Read here, in the body, so a press draws the row again (the preference closures below run
        // outside it).
        let pressed = press.isPressed
        content
            .frame(
                maxWidth: .infinity, minHeight: ListMetrics.minimumRowHeight - 2 * ListMetrics.rowVerticalInset,
                alignment: .leading
            )
            .padding(.horizontal, ListMetrics.rowInset)
            .padding(.vertical, ListMetrics.rowVerticalInset)
            .environment(\.isInListRow, true)
            .environment(\.listRowPress, press)
            .backgroundPreferenceValue(ListRowOptionsKey.self) { options in background(options, pressed: pressed) }
            .overlayPreferenceValue(ListRowOptionsKey.self, alignment: .bottom) { options in separator(options) }
            .padding(.horizontal, appearance == .insetGrouped ? ListMetrics.insetGroupedMargin : 0)
    }

    /// The row's piece of its section's card: white (grey while pressed), or the content's
    /// `listRowBackground` cut to the same shape.
    @ViewBuilder private func background(_ options: ListRowOptions, pressed: Bool) -> some View {
        if let custom = options.background, !pressed {
            custom.clipShape(shape)
        } else {
            shape.fill(pressed ? ListMetrics.pressedRow : Color.white)
        }
    }

    private var shape: UnevenRoundedRectangle {
        let radius = appearance == .insetGrouped ? ListMetrics.cornerRadius : 0
        return UnevenRoundedRectangle(
            topLeadingRadius: isFirst ? radius : 0, bottomLeadingRadius: isLast ? radius : 0,
            bottomTrailingRadius: isLast ? radius : 0, topTrailingRadius: isFirst ? radius : 0)
    }

    /// One device pixel, from where the row's text starts to the row's trailing edge; none below a
    /// section's last row (unless asked for) or when the content hides it.
    @ViewBuilder private func separator(_ options: ListRowOptions) -> some View {
        if options.separator == .visible || (!isLast && options.separator != .hidden) {
            Rectangle()
                .fill(ListMetrics.separator)
                .frame(height: 1 / max(displayScale, 1))
                .padding(.leading, ListMetrics.rowInset)
        }
    }
}

/// Above a section: its header in grouped styles' footnote capitals, or the gap between sections.
struct ListHeader: View {
    let content: AnyView?
    let appearance: ListAppearance
    let isFirst: Bool

    var body: some View {
        if let content {
            content
                .font(.footnote)
                .foregroundColor(ListMetrics.secondaryLabel)
                .environment(\.textCase, .uppercase)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.top, appearance == .plain ? 6 : ListMetrics.headerTop)
                .padding(.bottom, appearance == .plain ? 6 : ListMetrics.headerBottom)
                .padding(.horizontal, textInset)
                .background(appearance == .plain ? ListMetrics.groupedBackground : Color.clear)
        } else if appearance != .plain {
            Color.clear.frame(height: ListMetrics.sectionGap)
        }
    }

    /// Aligned with the rows' text.
    private var textInset: CGFloat {
        ListMetrics.rowInset + (appearance == .insetGrouped ? ListMetrics.insetGroupedMargin : 0)
    }
}

/// Below a section: its footer in footnote grey.
struct ListFooter: View {
    let content: AnyView
    let appearance: ListAppearance

    var body: some View {
        content
            .font(.footnote)
            .foregroundColor(ListMetrics.secondaryLabel)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.top, ListMetrics.footerTop)
            .padding(
                .horizontal, ListMetrics.rowInset + (appearance == .insetGrouped ? ListMetrics.insetGroupedMargin : 0))
    }
}

private struct IsInListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Inside a list's row: a `NavigationLink` shows its disclosure chevron and fills the row.
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}

/// Whether a button in a list row is pressed: the row's, shared with the buttons in it. Observable, so
/// the row alone is drawn again when it changes.
@Observable
@MainActor
final class ListRowPress {
    var isPressed = false

    nonisolated init() {}
}

private struct ListRowPressKey: EnvironmentKey {
    static var defaultValue: ListRowPress? { nil }
}

extension EnvironmentValues {
    /// The press state of the list row this view is in, if any.
    var listRowPress: ListRowPress? {
        get { self[ListRowPressKey.self] }
        set { self[ListRowPressKey.self] = newValue }
    }
}
