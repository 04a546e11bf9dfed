import Foundation

extension View {
    /// Buttons a swipe on this list row reveals at `edge` (trailing: by swiping toward the leading
    /// side). The first is the outermost; a full swipe runs it when `allowsFullSwipe`. A destructive
    /// button is red, the others grey unless `.tint`ed. On the trailing edge they replace `onDelete`'s
    /// Delete.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(
            _TraitModifier(
                trait: .swipeActions(
                    SwipeActions(allowsFullSwipe: allowsFullSwipe, list: content().asViewList), edge: edge)))
    }

    /// The insets of the list row this view is, instead of iOS's (nil: iOS's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_TraitModifier(trait: .listRowInsets(insets)))
    }

    /// Whether this list row can be deleted (by a swipe, edit mode or the Delete key).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_TraitModifier(trait: .deleteDisabled(isDisabled)))
    }

    /// Whether this list row can be moved in edit mode.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_TraitModifier(trait: .moveDisabled(isDisabled)))
    }

    /// Shows or hides the separators at the edges of the list section this view is. Finch draws none
    /// above a section, so only the bottom one (below its last row) changes.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitModifier(trait: .sectionSeparator(visibility, edges)))
    }
}

/// A row's swipe actions: the views of a `.swipeActions` builder, or `onDelete`'s Delete.
@MainActor
struct SwipeActions {
    let allowsFullSwipe: Bool
    let list: any ViewList
    /// `onDelete`'s built-in action: its tap (or a full swipe) deletes the row.
    var isDelete = false

    var count: Int { list.count }

    static var delete: SwipeActions {
        SwipeActions(
            allowsFullSwipe: true,
            list: SingleViewList(
                view: Button("Delete", role: .destructive) {}, id: AnyHashable(FixedElementID(index: 0))),
            isDelete: true)
    }
}

/// The actions of a row's swipe buttons, by their place, registered by the buttons as they are drawn:
/// a full swipe runs the first.
@MainActor
final class SwipeActionRegistry {
    var actions: [Int: @MainActor () -> Void] = [:]
    nonisolated init() {}
}

/// Where a button in a row's swipe actions is: it draws itself as a swipe button there.
struct SwipeActionSlot {
    let registry: SwipeActionRegistry
    let index: Int
    /// Told after the button's action ran (the row closes, or deletes itself for Delete).
    let done: @MainActor (Int) -> Void
}

private struct SwipeActionSlotKey: EnvironmentKey {
    static var defaultValue: SwipeActionSlot? { nil }
}

extension EnvironmentValues {
    var swipeActionSlot: SwipeActionSlot? {
        get { self[SwipeActionSlotKey.self] }
        set { self[SwipeActionSlotKey.self] = newValue }
    }
}

/// A row's swipe buttons behind it, side by side, sharing the width the swipe has opened; the first
/// is the outermost (at the trailing end for trailing actions).
struct SwipeActionsView: View {
    let actions: SwipeActions
    let edge: HorizontalEdge
    let width: CGFloat
    let registry: SwipeActionRegistry
    let done: @MainActor (Int) -> Void

    var body: some View {
        let order = Array(0..<actions.count)
        HStack(spacing: 0) {
            ForEach(edge == .trailing ? order.reversed() : order, id: \.self) { index in
                ViewListElement(list: actions.list, index: index)
                    .environment(\.swipeActionSlot, SwipeActionSlot(registry: registry, index: index, done: done))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .frame(width: max(width, 0))
    }
}

/// A `Button` among a row's swipe actions: its label white on its colour, filling its share.
struct SwipeActionButton: View {
    let label: AnyView
    let background: Color
    let action: @MainActor () -> Void
    let slot: SwipeActionSlot

    var body: some View {
        let _ = (slot.registry.actions[slot.index] = action)
        label
            .labelStyle(SwipeActionLabelStyle())
            .foregroundColor(.white)
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(background)
            .contentShape(Rectangle())
            .onTapGesture {
                action()
                slot.done(slot.index)
            }
    }
}

/// A swipe action's label: the icon over the title.
struct SwipeActionLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title.font(.subheadline)
        }
    }
}

/// The swipe buttons' numbers (~: iOS sizes them by their titles; Finch gives each the same width).
enum SwipeActionMetrics {
    static let buttonWidth: CGFloat = 80
    /// An action with no tint: systemGray.
    static let defaultTint = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
}
