import Foundation

/// A view with a popover: a bubble by the view in a horizontally regular window, a sheet in a compact
/// one (or what the content's `presentationCompactAdaptation` asks). Both presentations are always declared (only one presented), so the view's structure, and the
/// state inside it, stay the same when the window is resized across the line.
struct _PopoverPresenter<Base: View, Popover: View>: View {
    let base: Base
    let isPresented: Bool
    /// The item's id for `popover(item:)`: a new item is a new popover.
    let identity: AnyHashable?
    let attachmentAnchor: PopoverAttachmentAnchor
    let dismiss: @MainActor () -> Void
    let content: () -> Popover

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var anchor = AnchorRecorder()

    var body: some View {
        // In a compact width the content may ask to stay a popover, or to cover the window.
        let adaptation =
            horizontalSizeClass == .regular
            ? nil : (content() as? any CompactAdaptationDeclaring)?.declaredCompactAdaptation?.kind
        let asPopover =
            horizontalSizeClass == .regular || adaptation == .popover || adaptation == PresentationAdaptation.Kind.none
        let dismiss = dismiss
        let content = content
        let identity = identity ?? AnyHashable(0)
        let attachment = attachmentAnchor
        base
            .recordingWindowFrame(anchor)
            .anchoredPopover(
                isPresented: asPopover && isPresented, anchor: anchor, attachment: attachment,
                dismiss: { withAnimation(.easeIn(duration: 0.2)) { dismiss() } }
            ) {
                content().id(identity)
            }
            .modifier(
                _SheetModifier(
                    isPresented: !asPopover && isPresented, identity: self.identity, content: content,
                    dismiss: dismiss, onDismiss: nil, isFullScreen: adaptation == .fullScreenCover))
    }
}
