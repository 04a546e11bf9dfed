import Foundation
import Observation

/// A row's chrome: its insets and minimum height, its background (a piece of its section's card in
/// grouped styles), and the separator below it unless it is its section's last row.
///
/// A row of a `ForEach` with `onDelete` swipes toward the leading side to reveal Delete, a row with
/// `.swipeActions` to reveal them; in edit mode it shows a delete circle and, with `onMove`, a reorder
/// handle to drag it by (ListRow+Editing.swift).
struct ListRow<Content: View>: View {
    let content: Content
    let appearance: ListAppearance
    let isFirst: Bool
    let isLast: Bool
    var editing: ListRowEditing? = nil
    /// The list's selection and this row's tag, in a list with `selection:`.
    var selection: ListRowSelection? = nil
    /// What the row's view says about the row: its insets, swipe actions, whether it may be deleted.
    var traits = ViewTraits()
    /// The last row of a section whose `.listSectionSeparator` shows the bottom separator.
    var separatorBelowLast = false
    /// The row's section, for a reorder drag: rows of other sections do not make way.
    var moveSection: AnyHashable? = nil
    /// The row is a `NavigationLink`, which draws the badge before its chevron (`\.listRowBadge`).
    var badgeInLink = false
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutMargin) private var margin
    @Environment(\.editMode) var editMode
    @Environment(\.navigationSplitDetail) private var splitDetail
    @Environment(\.listMoveState) var moveState
    @Environment(\.navigationController) private var navigationController
    @Environment(\.badgeProminence) private var badgeProminence
    /// Pressed while a button or link in the row is (`listRowPress`): the row turns grey, as on iOS.
    @State var press = ListRowPress()
    /// How far the row is swiped: toward the leading side (negative) it shows its trailing actions
    /// (Delete), toward the trailing side (positive) its leading ones.
    @State var swipe: CGFloat = 0
    /// Where the swipe under way started: open or closed.
    @State var swipeStart: CGFloat?
    /// How far the row's reorder handle has dragged it.
    @State var lift: CGFloat = 0
    @State var size = CGSize.zero
    /// The actions of the swipe buttons on show, by their place (a full swipe runs the first).
    @State var swipeRegistry = SwipeActionRegistry()

    var body: some View {
        // Read here, in the body, so a press draws the row again (the preference closures below run
        // outside it).
        let pressed = press.isPressed || isHighlighted
        let _ = registerWithKeyboard()
        // Rows that cannot be edited keep to the chrome: a 10,000-row list builds fewer nodes per row.
        if editing != nil || traits.leadingSwipeActions != nil || traits.trailingSwipeActions != nil {
            editableRow(pressed: pressed)
                .padding(.horizontal, appearance == .insetGrouped ? margin : 0)
                // A row lifted by its reorder handle is drawn over the rows it passes.
                .zIndex(lift == 0 ? 0 : 1)
        } else if selection?.tag != nil {
            chrome(
                HStack(spacing: 0) {
                    selectionControl; paddedContent
                }, pressed: pressed,
                textIndent: showsCheckCircle ? ListMetrics.editControlSize + ListMetrics.editControlSpacing : 0
            )
            .onTapGesture { selectRow() }
            .padding(.horizontal, appearance == .insetGrouped ? margin : 0)
        } else {
            chrome(paddedContent, pressed: pressed)
                .padding(.horizontal, appearance == .insetGrouped ? margin : 0)
        }
    }

    // MARK: Selecting

    /// Lets the list's Return find this row's link.
    private func registerWithKeyboard() {
        if let tag = selection?.tag { selection?.keyboard?.register(press, for: tag) }
    }

    var isEditing: Bool { editMode?.wrappedValue.isEditing ?? false }

    var isSelected: Bool {
        guard let selection, let tag = selection.tag else { return false }
        return selection.list.contains(tag)
    }

    /// Selected and not showing a check circle: drawn grey, as iOS highlights a selected row.
    var isHighlighted: Bool { isSelected && !showsCheckCircle }

    /// In edit mode, a list that selects several rows shows a circle on each, checked when selected.
    var showsCheckCircle: Bool { isEditing && selection?.list.allowsMultiple == true && selection?.tag != nil }

    @ViewBuilder var selectionControl: some View {
        if showsCheckCircle {
            ListCheckCircle(isChecked: isSelected)
                .padding(.trailing, ListMetrics.editControlSpacing)
                .transition(.move(edge: .leading).combined(with: .opacity))
        }
    }

    /// A click on the row selects it (in edit mode, adds it to or takes it out of a multiple selection)
    /// and gives the list keyboard focus.
    func selectRow() {
        guard let selection, let tag = selection.tag else { return }
        selection.keyboard?.focus()
        if selection.list.allowsMultiple && isEditing {
            selection.list.toggle(tag)
        } else {
            selection.list.select(tag)
            // In a collapsed split view's sidebar, choosing a row opens the detail.
            if let splitDetail, let navigationController {
                let list = selection.list
                splitDetail.show(in: navigationController) { list.select(nil) }
            }
        }
    }

    /// The row's insets: its `.listRowInsets`, or iOS's (16 at the sides, 11 above and below).
    private var insets: EdgeInsets {
        traits.listRowInsets
            ?? EdgeInsets(
                top: ListMetrics.rowVerticalInset, leading: margin, bottom: ListMetrics.rowVerticalInset,
                trailing: margin)
    }

    /// The content, and its `.badge` at the trailing end (a link's row: before the link's chevron).
    @ViewBuilder var paddedContent: some View {
        let minHeight = max(0, ListMetrics.minimumRowHeight - insets.top - insets.bottom)
        if let badge = traits.badge, badgeInLink {
            content.frame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
                .environment(
                    \.listRowBadge,
                    AnyView(ListRowBadge(text: badge, prominence: traits.badgeProminence ?? badgeProminence)))
        } else if let badge = traits.badge {
            HStack(spacing: ListMetrics.badgeSpacing) {
                content.frame(maxWidth: .infinity, alignment: .leading)
                ListRowBadge(text: badge, prominence: traits.badgeProminence ?? badgeProminence)
            }
            .frame(maxWidth: .infinity, minHeight: minHeight)
        } else {
            content.frame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
        }
    }

    /// The insets, background and separator around the row's content.
    func chrome(_ inner: some View, pressed: Bool, textIndent: CGFloat = 0) -> some View {
        inner
            .padding(insets)
            .environment(\.isInListRow, true)
            .environment(\.listRowPress, press)
            .backgroundPreferenceValue(ListRowOptionsKey.self) { options in background(options, pressed: pressed) }
            .rowSeparatorLayer { options in separator(options, indent: textIndent) }
    }

    /// The row's piece of its section's card: white (grey while pressed), or the content's
    /// `listRowBackground` cut to the same shape.
    @ViewBuilder private func background(_ options: ListRowOptions, pressed: Bool) -> some View {
        if let custom = options.background, !pressed {
            custom.clipShape(shape)
        } else {
            shape.fill(
                pressed
                    ? ListMetrics.pressedRow
                    : appearance == .plain
                        ? SystemColors.systemBackground : SystemColors.secondarySystemGroupedBackground)
        }
    }

    var shape: UnevenRoundedRectangle {
        let radius = appearance == .insetGrouped ? ListMetrics.cornerRadius : 0
        // Circular, as the cards were drawn before `UnevenRoundedRectangle` learned continuous corners
        // (every list golden has them); whether iOS's cards are continuous is not checked here.
        return UnevenRoundedRectangle(
            topLeadingRadius: isFirst ? radius : 0, bottomLeadingRadius: isLast ? radius : 0,
            bottomTrailingRadius: isLast ? radius : 0, topTrailingRadius: isFirst ? radius : 0, style: .circular)
    }

    /// One device pixel, from where the row's first text starts to the row's trailing edge
    /// (`ListRowSeparatorNode` places it; in a row without text, after the insets, edit controls and a
    /// label's icon); none below a section's last row (unless asked for) or when the content hides it.
    @ViewBuilder private func separator(_ options: ListRowOptions, indent: CGFloat) -> some View {
        if options.separator == .visible || ((!isLast || separatorBelowLast) && options.separator != .hidden) {
            Rectangle()
                .fill(ListMetrics.separator)
                .frame(height: 1 / max(displayScale, 1))
                .layoutValue(
                    key: ListRowSeparatorLeading.self,
                    value: insets.leading + indent + (options.separatorOffset ?? 0))
        }
    }
}

/// Above a section: its header in grouped styles' footnote capitals (title 3 bold in the primary colour
/// when `.headerProminence(.increased)`), or the gap between sections.
struct ListHeader: View {
    let content: AnyView?
    let appearance: ListAppearance
    let isFirst: Bool
    /// The `.listSectionSpacing` above this section (nil: the style's).
    var spacingAbove: CGFloat? = nil
    @Environment(\.layoutMargin) private var margin
    @Environment(\.headerProminence) private var prominence
    @Environment(\.textCase) private var textCase
    @Environment(\.isTextCaseSet) private var isTextCaseSet

    var body: some View {
        if let content {
            styled(content)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.top, appearance == .plain ? 6 : textTop)
                .padding(.bottom, appearance == .plain ? 6 : ListMetrics.headerBottom)
                .padding(.horizontal, textInset)
                .background(appearance == .plain ? ListMetrics.groupedBackground : Color.clear)
        } else if appearance != .plain {
            Color.clear.frame(height: spacingAbove ?? ListMetrics.sectionGap)
        }
    }

    @ViewBuilder private func styled(_ content: AnyView) -> some View {
        if prominence == .increased {
            content
                .font(ListMetrics.prominentHeaderFont)
                .foregroundColor(SystemColors.label)
        } else {
            content
                .font(.footnote)
                .foregroundColor(ListMetrics.secondaryLabel)
                // Capitals, unless a `.textCase` on the section or the list chose otherwise.
                .environment(\.textCase, isTextCaseSet ? textCase : .uppercase)
        }
    }

    /// Above the header's text: 17 points, or the section spacing less 18 (the header's box stands for
    /// the 35-point gap, its text 17 into it).
    private var textTop: CGFloat {
        guard let spacingAbove else { return ListMetrics.headerTop }
        return max(0, spacingAbove - (ListMetrics.sectionGap - ListMetrics.headerTop))
    }

    /// Aligned with the rows' text: the margin, inside an inset grouped card's margin.
    private var textInset: CGFloat {
        margin + (appearance == .insetGrouped ? margin : 0)
    }
}

/// Below a section: its footer in footnote grey. A plain list's footer floats over the rows at the
/// bottom, so it is drawn as the plain header is: on the grouped background, 6 pt above and below.
struct ListFooter: View {
    let content: AnyView
    let appearance: ListAppearance
    @Environment(\.layoutMargin) private var margin

    var body: some View {
        content
            .font(.footnote)
            .foregroundColor(ListMetrics.secondaryLabel)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.top, ListMetrics.footerTop)
            .padding(.bottom, appearance == .plain ? ListMetrics.footerTop : 0)
            .padding(.horizontal, margin + (appearance == .insetGrouped ? margin : 0))
            .background(appearance == .plain ? ListMetrics.groupedBackground : Color.clear)
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
    /// What Return does when the row is selected in a focused list: its link's push (set by the link).
    @ObservationIgnored var activate: (@MainActor () -> Void)?

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
