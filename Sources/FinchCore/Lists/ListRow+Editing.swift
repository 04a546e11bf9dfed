import Foundation

/// A row's swiping, deleting and moving.
extension ListRow {
    /// The row may be deleted: its `ForEach` has `onDelete`, and it is not `.deleteDisabled`.
    var canDelete: Bool { editing?.actions.onDelete != nil && !traits.deleteDisabled }

    /// The actions a swipe toward the leading side shows: the row's own, or Delete.
    var trailingActions: SwipeActions? {
        traits.trailingSwipeActions ?? (canDelete ? .delete : nil)
    }

    /// How far a swipe opens each side: as many buttons as it shows.
    func openWidth(of actions: SwipeActions?) -> CGFloat {
        CGFloat(actions?.count ?? 0) * SwipeActionMetrics.buttonWidth
    }

    /// A row of a `ForEach` with `onDelete` or `onMove`, or with swipe actions: the chrome with edit
    /// mode's controls, swiped open over its actions, lifted by its handle.
    func editableRow(pressed: Bool) -> some View {
        let canMove = isEditing && editing?.actions.onMove != nil && !traits.moveDisabled
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
        let swipes = !isEditing && (trailingActions != nil || traits.leadingSwipeActions != nil)
        return chrome(controls, pressed: pressed, textIndent: indent)
            // A tap on a row swiped open closes it instead of reaching the row's content.
            .onTapGesture { if swipe != 0 { close() } else { selectRow() } }
            .offset(x: swipe)
            .background(alignment: .trailing) {
                if swipe < 0, let actions = trailingActions { actionsView(actions, edge: .trailing, width: -swipe) }
            }
            .background(alignment: .leading) {
                if swipe > 0, let actions = traits.leadingSwipeActions {
                    actionsView(actions, edge: .leading, width: swipe)
                }
            }
            .background(sizeReader)
            .onPreferenceChange(ListRowSizeKey.self) { size = $0 }
            .clipShape(shape)
            .gesture(swipeGesture, including: swipes ? .all : .subviews)
            .offset(y: lift + makingWay)
    }

    private func actionsView(_ actions: SwipeActions, edge: HorizontalEdge, width: CGFloat) -> some View {
        // `done` reaches the buttons through their environment (`swipeActionSlot`), and the buttons are
        // the view values in `actions`, whose `@Environment` boxes hold that environment once linked. A
        // `done` holding `actions`, or this row (whose traits hold them), would be held by the buttons it
        // holds: a cycle that outlives every drawing of the row and the row itself. So it holds only the
        // row's edit actions and its swipe's state.
        let isDelete = actions.isDelete
        let editing = editing
        let swipe = $swipe
        return SwipeActionsView(actions: actions, edge: edge, width: width, registry: swipeRegistry) { _ in
            if isDelete { Self.delete(editing, swipe: swipe) } else { Self.close(swipe) }
        }
    }

    private var sizeReader: some View {
        GeometryReader { proxy in Color.clear.preference(key: ListRowSizeKey.self, value: proxy.size) }
    }

    // MARK: Swiping

    /// Dragging the row sideways pulls it open over the actions of the edge it leaves; let go past half
    /// of them it stays open, past `fullSwipeFraction` of the row it runs the first (when full swipes
    /// are allowed), otherwise it closes.
    private var swipeGesture: some Gesture {
        DragGesture(minimumDistance: 10).along(.horizontal)
            .onChanged { value in
                let start = swipeStart ?? swipe
                if swipeStart == nil { swipeStart = swipe }
                let lowest: CGFloat = trailingActions == nil ? 0 : -.infinity
                let highest: CGFloat = traits.leadingSwipeActions == nil ? 0 : .infinity
                swipe = min(max(start + value.translation.width, lowest), highest)
            }
            .onEnded { _ in
                swipeStart = nil
                let actions = swipe < 0 ? trailingActions : traits.leadingSwipeActions
                let open = openWidth(of: actions)
                let reach = abs(swipe)
                if let actions, actions.allowsFullSwipe, size.width > 0,
                    reach > size.width * ListMetrics.fullSwipeFraction
                {
                    runFirst(of: actions)
                } else if reach > open / 2 {
                    let side: CGFloat = swipe < 0 ? -1 : 1
                    withAnimation(ListMetrics.swipeAnimation) { swipe = side * open }
                } else {
                    close()
                }
            }
    }

    /// A full swipe: Delete deletes; otherwise the first action's button runs, and the row closes.
    private func runFirst(of actions: SwipeActions) {
        if actions.isDelete { return delete() }
        let action = swipeRegistry.actions[0]
        close()
        action?()
    }

    private func toggleDelete() {
        let open = openWidth(of: trailingActions)
        withAnimation(ListMetrics.swipeAnimation) { swipe = swipe < 0 ? 0 : -open }
    }

    func close() { Self.close($swipe) }

    private func delete() { Self.delete(editing, swipe: $swipe) }

    private static func close(_ swipe: Binding<CGFloat>) {
        withAnimation(ListMetrics.swipeAnimation) { swipe.wrappedValue = 0 }
    }

    private static func delete(_ editing: ListRowEditing?, swipe: Binding<CGFloat>) {
        guard let editing, let onDelete = editing.actions.onDelete else { return }
        swipe.wrappedValue = 0
        withAnimation { onDelete(IndexSet(integer: editing.offset)) }
    }

    // MARK: Moving

    /// Dragging the handle lifts the row with the pointer; let go, the row moves by as many rows as it
    /// was dragged over (rounded), within its `ForEach`.
    /// How far this row moves out of the way of a row dragged past it.
    private var makingWay: CGFloat {
        guard let editing, let moveState, let moveSection else { return 0 }
        return moveState.shift(ofRowAt: editing.offset, in: moveSection)
    }

    /// Where a drag of `translation` would put the row, within its `ForEach`.
    private func destination(for translation: CGFloat, editing: ListRowEditing) -> Int {
        let rows = size.height > 0 ? Int((translation / size.height).rounded()) : 0
        return min(max(editing.offset + rows, 0), editing.count - 1)
    }

    private var moveGesture: some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                lift = value.translation.height
                guard let editing, let moveSection else { return }
                withAnimation(ListMetrics.swipeAnimation) {
                    moveState?.update(
                        section: moveSection, from: editing.offset,
                        to: destination(for: value.translation.height, editing: editing), height: size.height)
                }
            }
            .onEnded { value in
                let rows = size.height > 0 ? Int((value.translation.height / size.height).rounded()) : 0
                lift = 0
                moveState?.end()
                guard let editing, let onMove = editing.actions.onMove else { return }
                let destination = min(max(editing.offset + rows, 0), editing.count - 1)
                guard destination != editing.offset else { return }
                withAnimation {
                    onMove(
                        IndexSet(integer: editing.offset), destination > editing.offset ? destination + 1 : destination)
                }
            }
    }
}
