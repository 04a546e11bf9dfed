import Foundation

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`). Finch presents popovers as sheets
/// (see `popover(isPresented:)`), so the anchor is accepted and not used.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    /// A point of the modified view, in unit coordinates.
    case point(UnitPoint)
    /// The modified view's bounds (SwiftUI's `.rect(.bounds)`).
    case bounds
}

extension View {
    /// Presents `content` in a popover while `isPresented` is true.
    ///
    /// SwiftUI on iPhone (compact width) adapts a popover into a sheet; Finch's windows do the same
    /// for every size: the content shows in the sheet container, and Escape, a click outside it, or
    /// `dismiss` close it (chosen; pinned by `PopoverTests`).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .bounds, arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for `item` while it is not nil (a new item is a new popover); dismissing
    /// sets it to nil. Shown as a sheet, as `popover(isPresented:)` says.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .bounds, arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }
}
