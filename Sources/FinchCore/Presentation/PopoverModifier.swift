import Foundation

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`): the modified view's bounds, or one point
/// of them.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    /// A point of the modified view, in unit coordinates.
    case point(UnitPoint)
    /// The modified view's bounds (SwiftUI's `.rect(.bounds)`).
    case bounds
}

extension View {
    /// Presents `content` in a popover while `isPresented` is true.
    ///
    /// As on iOS, it adapts to the width: in a horizontally regular window (600 points or wider, an iPad's
    /// width) it is a popover, a bubble beside the modified view with an arrow pointing at it, closed by a
    /// click outside it, Escape or `dismiss`; in a compact one (an iPhone's width) it is a sheet. The
    /// arrow goes where there is room (iOS also ignores `arrowEdge`, which only macOS reads).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .bounds, arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PopoverPresenter(
            base: self, isPresented: isPresented.wrappedValue, identity: nil, attachmentAnchor: attachmentAnchor,
            dismiss: { isPresented.wrappedValue = false }, content: content)
    }

    /// Presents a popover for `item` while it is not nil (a new item is a new popover); dismissing
    /// sets it to nil. A sheet in a compact window, as `popover(isPresented:)` says.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .bounds, arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return _PopoverPresenter(
            base: self, isPresented: current != nil, identity: current.map { AnyHashable($0.id) },
            attachmentAnchor: attachmentAnchor, dismiss: { item.wrappedValue = nil },
            content: { current.map(content) })
    }
}
