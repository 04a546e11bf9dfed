import Foundation

/// An open menu over the window: a catcher over everything (a click or right click outside closes the
/// menu and reaches nothing else), the platter by its anchor, growing in from 0.8 as it fades in. A
/// context menu opened by a long press also dims the window 20 % and draws its view again, lifted (or
/// its preview, centred on the view, with the platter below the preview).
struct MenuLayer: View {
    let session: MenuSession
    let anchor: MenuAnchor
    let lifted: Bool
    let preview: AnyView?
    /// The preview's frame, which the platter opens by when there is a preview.
    let previewAnchor: MenuAnchor
    @State private var shown = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.black.opacity(lifted && shown ? MenuMetrics.dimming : 0)
                .contentShape(Rectangle())
                .onTapGesture { session.close() }
                .onSecondaryClick { _ in session.close() }
            if lifted, let preview {
                preview
                    .menuAnchor(previewAnchor)
                    .scaleEffect(shown ? 1 : 0.9)
                    .centred(on: anchor)
            } else if lifted {
                _LiftedCopy(anchor: anchor, scale: shown ? MenuMetrics.liftScale : 1)
            }
            MenuPlatter(session: session)
                .scaleEffect(shown ? 1 : 0.8, anchor: .topLeading)
                .opacity(shown ? 1 : 0)
                .placed(by: lifted && preview != nil ? previewAnchor : anchor)
        }
        // A menu fades away however it was closed (an item, Escape, a click outside).
        .transition(
            AnyTransition.asymmetric(insertion: .identity, removal: .opacity)
                .animation(.easeIn(duration: MenuMetrics.disappearDuration))
        )
        .onAppear {
            withAnimation(.easeOut(duration: MenuMetrics.appearDuration)) { shown = true }
        }
    }
}

/// Keeps an open menu's session and anchor in the presenting modifier's graph node.
@MainActor
private final class MenuPresentationState: NodeStorageKey {
    typealias Value = MenuPresentationState
    let session = MenuSession()
    let anchor = MenuAnchor()
    let previewAnchor = MenuAnchor()
    var wasPresented = false
}

/// Presents a menu platter over the window while `isPresented` is true (see `View.menuPresentation`).
struct _MenuPresentationModifier: ViewModifier, PrimitiveModifier {
    let isPresented: Binding<Bool>
    let point: CGPoint?
    let lifted: Bool
    let preview: AnyView?
    let elements: @MainActor () -> [MenuElement]

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let state = inputs.node.stored(MenuPresentationState.self) { MenuPresentationState() }
        let presented = isPresented.wrappedValue
        let session = state.session
        let binding = isPresented
        session.close = { binding.wrappedValue = false }
        if presented {
            if !state.wasPresented { session.reset() }
            session.elements = elements()
        }
        state.wasPresented = presented
        state.anchor.node = inputs.node
        state.anchor.point = point
        let anchor = state.anchor
        let lifted = self.lifted
        let preview = self.preview
        let previewAnchor = state.previewAnchor
        let overlay = _OverlayPresentationModifier(
            isPresented: presented, slot: PresentationIdentity.menu, identity: nil,
            layer: {
                MenuLayer(
                    session: session, anchor: anchor, lifted: lifted, preview: preview, previewAnchor: previewAnchor)
            },
            dismiss: DismissAction { binding.wrappedValue = false },
            keys: { [weak session] event in session?.handle(event) ?? false })
        return overlay.makeNodes(content: content, in: inputs)
    }
}

extension View {
    /// Presents a menu platter listing `elements` while `isPresented` is true: by this view (below it,
    /// leading edges aligned; above it when there is no room), or with its top-leading corner at `point`
    /// (window points) when one is given. `lifted` dims the window and draws this view again, enlarged,
    /// over the dimming (a context menu opened by a long press), or `preview` centred on it when given.
    ///
    /// Package API for popups built on menus (a `Picker`'s `.menu` style lists its choices as
    /// `MenuElement.button`s, `isChecked` on the current one): tapping an item, or Return on the one the
    /// arrow keys highlight, sets `isPresented` to false and runs the item's action; a tap outside and
    /// Escape set it to false. `elements` is called while the menu is open, each time the view is
    /// evaluated.
    package func menuPresentation(
        isPresented: Binding<Bool>, at point: CGPoint? = nil, lifted: Bool = false, preview: AnyView? = nil,
        elements: @escaping @MainActor () -> [MenuElement]
    ) -> some View {
        modifier(
            _MenuPresentationModifier(
                isPresented: isPresented, point: point, lifted: lifted, preview: preview, elements: elements))
    }
}
