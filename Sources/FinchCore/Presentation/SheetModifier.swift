import Foundation

extension View {
    /// Presents `content` in a sheet while `isPresented` is true: it slides up over the dimmed window and
    /// is dismissed by Escape, a click outside it, or `@Environment(\.dismiss)` (which set `isPresented`
    /// to false, then call `onDismiss`).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(isPresented: isPresented, onDismiss: onDismiss, isFullScreen: false, content: content)
    }

    /// Presents a sheet for `item` while it is not nil (a new item is a new sheet); dismissing sets it to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(item: item, onDismiss: onDismiss, isFullScreen: false, content: content)
    }

    /// Presents `content` over the whole window while `isPresented` is true, as iOS's full-screen cover:
    /// it slides up from the bottom edge and fills the window; there is no dimmed strip to click, so
    /// it goes away by Escape, `@Environment(\.dismiss)` or `isPresented` set to false.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(isPresented: isPresented, onDismiss: onDismiss, isFullScreen: true, content: content)
    }

    /// Presents a full-screen cover for `item` while it is not nil; dismissing sets it to nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(item: item, onDismiss: onDismiss, isFullScreen: true, content: content)
    }

    /// A sheet or cover shown while `isPresented` is true.
    private func presenting<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?, isFullScreen: Bool,
        content: @escaping () -> Content
    ) -> some View {
        modifier(
            _SheetModifier(
                isPresented: isPresented.wrappedValue, identity: nil, content: content,
                dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, isFullScreen: isFullScreen))
    }

    /// A sheet or cover shown for `item` while it is not nil; a new item's id makes a new presentation.
    private func presenting<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)?, isFullScreen: Bool, content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return modifier(
            _SheetModifier(
                isPresented: current != nil, identity: current.map { AnyHashable($0.id) },
                content: { current.map(content) },
                dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss, isFullScreen: isFullScreen))
    }
}

/// Builds the sheet beside the modified view, as a child of its own node, and hands its layout nodes to
/// the graph as a window-level presentation instead of placing them inside the modified view.
struct _SheetModifier<SheetContent: View>: ViewModifier, PrimitiveModifier {
    let isPresented: Bool
    let identity: AnyHashable?
    let content: () -> SheetContent
    let dismiss: @MainActor () -> Void
    /// Called after a presented sheet goes away, however it was dismissed (as SwiftUI's `onDismiss`).
    let onDismiss: (() -> Void)?
    /// A full-screen cover rather than a sheet.
    let isFullScreen: Bool

    func body(content: Content) -> Never { fatalBody() }

    /// Calls `onDismiss` (after this update) when a sheet that was presented is gone or replaced by
    /// another item's.
    private func reportDismissal(in node: ViewNode) {
        let shown: AnyHashable? = isPresented ? (identity ?? AnyHashable(0)) : nil
        let state = sheetState(of: node)
        let before = state.shown
        state.shown = shown
        guard let before, before != shown, let onDismiss else { return }
        node.graph.enqueue { onDismiss() }
    }

    func makeNodes(content body: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let graph = node.graph
        let inner = body(inputs)
        let action = DismissAction {
            // A sheet leaves animated, whatever the change that dismissed it (UIKit animates it too).
            withAnimation(.easeIn(duration: 0.25)) { dismiss() }
        }
        if isPresented {
            var sheetContext = inputs
            sheetContext.environment.dismiss = action
            sheetContext.environment.isPresented = true
            // A sheet's scroll view is not the presenting page's: it must not scroll that page's title.
            sheetContext.environment.primaryScrollObserver = nil
            sheetContext.environment.tabBarScrollEdge = nil
            let sheet = _SheetContainer(content: content(), dismiss: action, isFullScreen: isFullScreen)
                .id(identity ?? AnyHashable(0))
            _ = sheetContext.build(sheet, identity: PresentationIdentity.sheet)
            // Over the window while it leaves too, not inside the page it was presented from.
            node.child(at: PresentationIdentity.sheet)?.drawsOverWindow = true
        }
        reportDismissal(in: node)
        graph.setPresentation(
            of: node, layers: isPresented ? node.child(at: PresentationIdentity.sheet)?.outputs ?? [] : [],
            dismiss: isPresented ? action : nil)
        return ViewOutputs(inner, assembly: .custom(SheetAssembler(isPresented: isPresented, dismiss: action)))
    }

    /// The node's sheet state, made (with the teardown that takes the sheet off the window) on first use.
    private func sheetState(of node: ViewNode) -> SheetState {
        if let state = node[SheetState.self] { return state }
        let state = SheetState()
        node[SheetState.self] = state
        let handle = GraphHandle(node.graph)
        node.addTeardownAction { [weak node] in
            if let node { handle.graph?.setPresentation(of: node, layers: [], dismiss: nil) }
        }
        return state
    }
}

/// The sheet a `.sheet` modifier showed at its last evaluation (nil: none), to report dismissals.
@MainActor
private final class SheetState: NodeStorageKey {
    typealias Value = SheetState
    var shown: AnyHashable?
}

/// Hands the sheet's nodes to the window as a presentation and keeps the modified view's nodes as the
/// modifier's outputs. A sheet on its way out (still a child while it leaves) is drawn by the graph's
/// leaving views, not as a layer.
@MainActor
private final class SheetAssembler: OutputAssembler {
    let isPresented: Bool
    let dismiss: DismissAction

    init(isPresented: Bool, dismiss: DismissAction) {
        self.isPresented = isPresented
        self.dismiss = dismiss
    }

    func assemble(from node: ViewNode) -> [LayoutNode] {
        let sheet = node.child(at: PresentationIdentity.sheet)
        let layers = isPresented ? sheet?.outputs ?? [] : []
        node.graph.setPresentation(of: node, layers: layers, dismiss: isPresented ? dismiss : nil)
        return node.children.filter { $0 !== sheet }.flatMap(\.outputs)
    }
}
