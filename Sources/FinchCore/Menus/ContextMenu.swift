import Foundation

extension View {
    /// Adds a context menu: a right click opens the content's platter at the pointer; a 0.5 s long press
    /// (moving less than 10 pt) lifts the view over the dimmed window and opens the platter by it. The
    /// long press is not also a tap on what it is on.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuHost(content: self, items: menuItems(), preview: Optional<EmptyView>.none, isEnabled: true)
    }

    /// A context menu whose long press shows `preview` (at its ideal size, centred on the view) instead
    /// of lifting the view; a right click opens the menu alone.
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        _ContextMenuHost(content: self, items: menuItems(), preview: preview(), isEnabled: true)
    }
}

/// The view with a context menu: where it was opened, and whether by a long press (lifted).
struct _ContextMenuHost<Content: View, MenuItems: View, Preview: View>: View {
    let content: Content
    let items: MenuItems
    let preview: Preview?
    /// False for iOS 13's `.contextMenu(nil)`: no menu opens, and the view keeps its state when one comes back.
    let isEnabled: Bool
    @State private var isOpen = false
    @State private var point: CGPoint?
    @State private var lifted = false

    var body: some View {
        let press = LongPressGesture(minimumDuration: 0.5, maximumDistance: 10).onEnded { _ in
            point = nil
            lifted = true
            isOpen = true
        }
        content
            .onSecondaryClick { location in
                guard isEnabled else { return }
                point = location
                lifted = false
                isOpen = true
            }
            // High priority: the content's own tap waits for the long press to fail and is cancelled
            // when it is recognised.
            .highPriorityGesture(isEnabled ? press : nil)
            .menuPresentation(isPresented: $isOpen, at: point, lifted: lifted, preview: preview.map { AnyView($0) }) {
                MenuElements.of(items)
            }
    }
}
