import Foundation
import Observation

/// A row's chrome: its insets and minimum height, its background (a piece of its section's card in
/// grouped styles), and the separator below it unless it is its section's last row.
///
/// A row of a `ForEach` with `onDelete` swipes toward the leading side to reveal Delete; in edit mode
/// it shows a delete circle and, with `onMove`, a reorder handle to drag it by.
struct ListRow<Content: View>: View {
    let content: Content
    let appearance: ListAppearance
    let isFirst: Bool
    let isLast: Bool
    var editing: ListRowEditing? = nil
    /// The list's selection and this row's tag, in a list with `selection:`.
    var selection: ListRowSelection? = nil
    @Environment(\.displayScale) private var displayScale
    @Environment(\.editMode) private var editMode
    /// Pressed while a button or link in the row is (`listRowPress`): the row turns grey, as on iOS.
    @State private var press = ListRowPress()
    /// How far the row is swiped toward the leading side (negative), showing Delete behind it.
    @State private var swipe: CGFloat = 0
    /// Where the swipe under way started: open (Delete showing) or closed.
    @State private var swipeStart: CGFloat?
    /// How far the row's reorder handle has dragged it.
    @State private var lift: CGFloat = 0
    @State private var size = CGSize.zero

    var body: some View {
        // Read here, in the body, so a press draws the row again (the preference closures below run
        // outside it).
        let pressed = press.isPressed || isHighlighted
        let _ = registerWithKeyboard()
        // Rows that cannot be edited keep to the chrome: a 10,000-row list builds fewer nodes per row.
        if editing != nil {
            editableRow(pressed: pressed)
                .padding(.horizontal, appearance == .insetGrouped ? ListMetrics.insetGroupedMargin : 0)
        } else if selection?.tag != nil {
            chrome(
                HStack(spacing: 0) {
                    selectionControl; paddedContent
                }, pressed: pressed,
                textIndent: showsCheckCircle ? ListMetrics.editControlSize + ListMetrics.editControlSpacing : 0
            )
            .onTapGesture { selectRow() }
            .padding(.horizontal, appearance == .insetGrouped ? ListMetrics.insetGroupedMargin : 0)
        } else {
            chrome(paddedContent, pressed: pressed)
                .padding(.horizontal, appearance == .insetGrouped ? ListMetrics.insetGroupedMargin : 0)
        }
    }

    // MARK: Selecting

    /// Lets the list's Return find this row's link.
    private func registerWithKeyboard() {
        if let tag = selection?.tag { selection?.keyboard?.register(press, for: tag) }
    }

    private var isEditing: Bool { editMode?.wrappedValue.isEditing ?? false }

    private var isSelected: Bool {
        guard let selection, let tag = selection.tag else { return false }
        return selection.list.contains(tag)
    }

    /// Selected and not showing a check circle: drawn grey, as iOS highlights a selected row.
    private var isHighlighted: Bool { isSelected && !showsCheckCircle }

    /// In edit mode, a list that selects several rows shows a circle on each, checked when selected.
    private var showsCheckCircle: Bool { isEditing && selection?.list.allowsMultiple == true && selection?.tag != nil }

    @ViewBuilder private var selectionControl: some View {
        if showsCheckCircle {
            ListCheckCircle(isChecked: isSelected)
                .padding(.trailing, ListMetrics.editControlSpacing)
                .transition(.move(edge: .leading).combined(with: .opacity))
        }
    }

    /// A click on the row selects it (in edit mode, adds it to or takes it out of a multiple selection)
    /// and gives the list keyboard focus.
    private func selectRow() {
        guard let selection, let tag = selection.tag else { return }
        selection.keyboard?.focus()
        if selection.list.allowsMultiple && isEditing {
            selection.list.toggle(tag)
        } else {
            selection.list.select(tag)
        }
    }

    private var paddedContent: some View {
        content.frame(
            maxWidth: .infinity, minHeight: ListMetrics.minimumRowHeight - 2 * ListMetrics.rowVerticalInset,
            alignment: .leading)
    }

    /// The insets, background and separator around the row's content.
    private func chrome(_ inner: some View, pressed: Bool, textIndent: CGFloat = 0) -> some View {
        inner
            .padding(.horizontal, ListMetrics.rowInset)
            .padding(.vertical, ListMetrics.rowVerticalInset)
            .environment(\.isInListRow, true)
            .environment(\.listRowPress, press)
            .backgroundPreferenceValue(ListRowOptionsKey.self) { options in background(options, pressed: pressed) }
            .overlayPreferenceValue(ListRowOptionsKey.self, alignment: .bottom) { options in
                separator(options, indent: textIndent)
            }
    }

    /// A row of a `ForEach` with `onDelete` or `onMove`: the chrome with edit mode's controls, swiped
    /// open over Delete, lifted by its handle.
    private func editableRow(pressed: Bool) -> some View {
        let canDelete = editing?.actions.onDelete != nil
        let canMove = isEditing && editing?.actions.onMove != nil
        let controls = HStack(spacing: 0) {
            selectionControl
            if isEditing && canDelete && !showsCheckCircle {
                ListDeleteCircle { toggleDelete() }
                    .padding(.trailing, ListMetrics.editControlSpacing)
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
            paddedContent.allowsHitTesting(swipe == 0)
            if canMove {
                ListReorderHandle()
                    .padding(.leading, ListMetrics.editControlSpacing)
                    .gesture(moveGesture)
                    .transition(.opacity)
            }
        }
        let indent =
            isEditing && (canDelete || showsCheckCircle)
            ? ListMetrics.editControlSize + ListMetrics.editControlSpacing : 0
        return chrome(controls, pressed: pressed, textIndent: indent)
            // A tap on a row swiped open closes it instead of reaching the row's content.
            .onTapGesture { if swipe != 0 { close() } else { selectRow() } }
            .offset(x: swipe)
            .background(alignment: .trailing) {
                if swipe < 0 { ListDeleteButton(width: -swipe) { delete() } }
            }
            .background(sizeReader)
            .onPreferenceChange(ListRowSizeKey.self) { size = $0 }
            .clipShape(shape)
            .gesture(swipeGesture, including: canDelete && !isEditing ? .all : .subviews)
            .offset(y: lift)
    }

    private var sizeReader: some View {
        GeometryReader { proxy in Color.clear.preference(key: ListRowSizeKey.self, value: proxy.size) }
    }

    // MARK: Deleting

    /// Dragging the row toward the leading side pulls it open; let go past half of Delete it stays
    /// open, past `fullSwipeFraction` of the row it deletes, otherwise it closes.
    private var swipeGesture: some Gesture {
        DragGesture(minimumDistance: 10).along(.horizontal)
            .onChanged { value in
                let start = swipeStart ?? swipe
                if swipeStart == nil { swipeStart = swipe }
                swipe = min(0, start + value.translation.width)
            }
            .onEnded { _ in
                swipeStart = nil
                let reach = -swipe
                if reach > size.width * ListMetrics.fullSwipeFraction, size.width > 0 {
                    delete()
                } else if reach > ListMetrics.deleteButtonWidth / 2 {
                    withAnimation(ListMetrics.swipeAnimation) { swipe = -ListMetrics.deleteButtonWidth }
                } else {
                    close()
                }
            }
    }

    private func toggleDelete() {
        withAnimation(ListMetrics.swipeAnimation) { swipe = swipe < 0 ? 0 : -ListMetrics.deleteButtonWidth }
    }

    private func close() {
        withAnimation(ListMetrics.swipeAnimation) { swipe = 0 }
    }

    private func delete() {
        guard let editing, let onDelete = editing.actions.onDelete else { return }
        swipe = 0
        withAnimation { onDelete(IndexSet(integer: editing.offset)) }
    }

    // MARK: Moving

    /// Dragging the handle lifts the row with the pointer; let go, the row moves by as many rows as it
    /// was dragged over (rounded), within its `ForEach`.
    private var moveGesture: some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in lift = value.translation.height }
            .onEnded { value in
                let rows = size.height > 0 ? Int((value.translation.height / size.height).rounded()) : 0
                lift = 0
                guard let editing, let onMove = editing.actions.onMove else { return }
                let destination = min(max(editing.offset + rows, 0), editing.count - 1)
                guard destination != editing.offset else { return }
                withAnimation {
                    onMove(
                        IndexSet(integer: editing.offset), destination > editing.offset ? destination + 1 : destination)
                }
            }
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
    @ViewBuilder private func separator(_ options: ListRowOptions, indent: CGFloat) -> some View {
        if options.separator == .visible || (!isLast && options.separator != .hidden) {
            Rectangle()
                .fill(ListMetrics.separator)
                .frame(height: 1 / max(displayScale, 1))
                .padding(.leading, ListMetrics.rowInset + indent)
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
