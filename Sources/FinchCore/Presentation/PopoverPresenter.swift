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
        // In a compact width the content may ask to stay a popover, or to cover the window. Its value is
        // made for that only while it is presented (when not, both presentations are declared closed and
        // which one would show does not matter), so a closed popover never evaluates its content.
        let adaptation =
            horizontalSizeClass == .regular || !isPresented
            ? nil : ViewModifierChain.outermost(_CompactAdaptationModifier.self, in: content())?.horizontal.kind
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
