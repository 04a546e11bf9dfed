import Foundation

/// Where a control is in the window: its layout node, asked when a popup opens (its placed frame,
/// moved by the scroll views above it). Reading it then, rather than recording the frame with a
/// `GeometryReader` as the control is placed, costs nothing while a form scrolls.
@MainActor
final class AnchorRecorder {
    private weak var node: LayoutNode?
    /// Where the node before it was: a control built again in the update that opens its popup has a
    /// new node, not yet placed when the popup asks.
    private var lastFrame = CGRect.zero

    nonisolated init() {}

    func record(_ newNode: LayoutNode) {
        if let node, node !== newNode, node.frame != .zero { lastFrame = node.windowFrame }
        node = newNode
    }

    var frame: CGRect {
        guard let node, node.frame != .zero else { return lastFrame }
        return node.windowFrame
    }
}

extension View {
    /// Lets `recorder` find this view's frame in the window.
    func recordingWindowFrame(_ recorder: AnchorRecorder) -> some View {
        wrapped(nil) { node, _ in
            let anchor = WrapperNode(child: node)
            recorder.record(anchor)
            return anchor
        }
    }

    /// Shows `popup` over the window beside `anchor` while `isPresented`: a click outside it or Escape
    /// calls `dismiss`. Finch's popover, for a menu picker's options and a compact date picker's
    /// calendar until a menu platter of its own is there.
    func anchoredPopup<Popup: View>(
        isPresented: Bool, anchor: AnchorRecorder, dismiss: @escaping @MainActor () -> Void,
        @ViewBuilder popup: @escaping () -> Popup
    ) -> some View {
        modifier(
            _AnchoredPopupModifier(isPresented: isPresented, anchor: anchor, dismiss: dismiss) { frame, action in
                PopupLayer(anchor: frame, dismiss: action, content: popup())
            })
    }

    /// Shows `content` in a popover bubble pointing at `anchor` (or at a point of it) while `isPresented`.
    func anchoredPopover<Content: View>(
        isPresented: Bool, anchor: AnchorRecorder, attachment: PopoverAttachmentAnchor,
        dismiss: @escaping @MainActor () -> Void, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            _AnchoredPopupModifier(isPresented: isPresented, anchor: anchor, dismiss: dismiss) { frame, action in
                PopoverLayer(anchor: attachment.rect(in: frame), dismiss: action, content: content())
            })
    }
}

extension PopoverAttachmentAnchor {
    /// What the popover points at, given the modified view's frame in the window.
    func rect(in frame: CGRect) -> CGRect {
        switch self {
        case .bounds: return frame
        case .point(let point):
            return CGRect(
                x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height, width: 0, height: 0)
        }
    }
}

/// Builds the popup as a child of the modifier's node and hands its nodes to the window as a
/// presentation (as `.sheet` does), so it is drawn and hit in front of everything and keyboard focus
/// stays in it while it shows.
struct _AnchoredPopupModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    let isPresented: Bool
    let anchor: AnchorRecorder
    let dismiss: @MainActor () -> Void
    /// The whole window's layer, given the anchor's frame in the window and the dismiss action.
    let layer: @MainActor (CGRect, DismissAction) -> Layer

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content body: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let inner = body(inputs)
        let dismiss = dismiss
        let action = DismissAction { dismiss() }
        if isPresented {
            var popupInputs = inputs
            popupInputs.environment.dismiss = action
            popupInputs.environment.isPresented = true
            popupInputs.environment.primaryScrollObserver = nil
            popupInputs.environment.tabBarScrollEdge = nil
            // A list row's chrome does not reach into the popup.
            popupInputs.environment.isInListRow = false
            popupInputs.environment.listRowPress = nil
            _ = popupInputs.build(layer(anchor.frame, action), identity: PresentationIdentity.sheet)
        }
        registerTeardown(in: node)
        let layers = isPresented ? node.child(at: PresentationIdentity.sheet)?.outputs ?? [] : []
        node.graph.setPresentation(of: node, layers: layers, dismiss: isPresented ? action : nil)
        return ViewOutputs(inner, assembly: .custom(PopupAssembler(isPresented: isPresented, dismiss: action)))
    }

    /// Takes the popup off the window when the modifier's view goes.
    private func registerTeardown(in node: ViewNode) {
        guard node[PopupRegistered.self] == nil else { return }
        node[PopupRegistered.self] = true
        let handle = GraphHandle(node.graph)
        node.addTeardownAction { [weak node] in
            if let node { handle.graph?.setPresentation(of: node, layers: [], dismiss: nil) }
        }
    }
}

private enum PopupRegistered: NodeStorageKey {
    typealias Value = Bool
}

/// Keeps the modified view's nodes as the modifier's outputs and the popup's as the window's layer.
@MainActor
private final class PopupAssembler: OutputAssembler {
    let isPresented: Bool
    let dismiss: DismissAction

    init(isPresented: Bool, dismiss: DismissAction) {
        self.isPresented = isPresented
        self.dismiss = dismiss
    }

    func assemble(from node: ViewNode) -> [LayoutNode] {
        let popup = node.child(at: PresentationIdentity.sheet)
        let layers = isPresented ? popup?.outputs ?? [] : []
        node.graph.setPresentation(of: node, layers: layers, dismiss: isPresented ? dismiss : nil)
        return node.children.filter { $0 !== popup }.flatMap(\.outputs)
    }
}

/// The whole window while a popup shows: a clear area that dismisses it when clicked, and the popup
/// placed beside its anchor.
struct PopupLayer<Content: View>: View {
    let anchor: CGRect
    let dismiss: DismissAction
    let content: Content

    var body: some View {
        ZStack(alignment: .topLeading) {
            DismissingBackdrop(dismiss: dismiss)
            PopupPlacement(anchor: anchor) { content }
        }
    }
}

/// The window's clear area under a popup or popover: a click on it dismisses what shows, and reaches
/// nothing behind.
struct DismissingBackdrop: View {
    let dismiss: DismissAction

    var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .onTapGesture { dismiss() }
    }
}

/// Places its one view below its anchor, its trailing edge at the anchor's (a menu opens under its
/// button), kept 8 pt inside the window; above the anchor when there is no room below.
struct PopupPlacement: Layout {
    let anchor: CGRect

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let popup = subviews.first else { return }
        let margin = FormMetrics.popupMargin
        let room = ProposedViewSize(width: max(bounds.width - 2 * margin, 0), height: nil)
        let size = popup.sizeThatFits(room)
        var x = anchor.maxX - size.width
        x = min(max(x, bounds.minX + margin), bounds.maxX - margin - size.width)
        var y = anchor.maxY + 6
        if y + size.height > bounds.maxY - margin {
            y = max(bounds.minY + margin, anchor.minY - 6 - size.height)
        }
        popup.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
    }
}
