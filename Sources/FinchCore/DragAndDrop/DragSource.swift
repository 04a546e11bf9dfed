import Foundation

/// A view that can be dragged (`onDrag`), kept in its modifier's graph node: the latest data closure, the
/// layout node that draws the view (its picture is the default preview) and, for `onDrag(_:preview:)`,
/// where the preview view is laid out.
@MainActor
final class DragSource: NodeStorageKey {
    typealias Value = DragSource

    var data: @MainActor () -> NSItemProvider = { NSItemProvider() }
    /// The node wrapping the dragged view (set when made).
    weak var node: LayoutNode?
    /// The laid-out preview view, for `onDrag(_:preview:)`.
    var previewAnchor: DragPreviewAnchor?
    /// Through a `GraphHandle`, not a weak reference (which would give the graph a side table).
    var graph: ViewGraph? {
        get { graphHandle?.graph }
        set { graphHandle = newValue.map(GraphHandle.init) }
    }
    private var graphHandle: GraphHandle?

    /// The dragged view's picture (or the preview view's), held at `hotSpot` (in the dragged view's points).
    func makePreview(heldAt hotSpot: CGPoint) -> DragPreview {
        guard let source = node else { return DragPreview(displayList: DisplayList(), size: .zero, hotSpot: hotSpot) }
        let custom = previewAnchor?.node
        let drawn = custom ?? source
        var items: [DisplayItem] = []
        drawn.renderTree(into: &items)
        let frame = drawn.frame
        // Items are in the node's layout coordinates; the preview is in its own points.
        let own = DisplayItem.group(
            DisplayGroup(
                transform: .translation(x: -frame.minX, y: -frame.minY),
                bounds: frame, children: items))
        var held = hotSpot
        if custom != nil {
            // A preview view is held at the same fraction of its size as the dragged view was.
            let size = source.frame.size
            held = CGPoint(
                x: size.width > 0 ? hotSpot.x / size.width * frame.width : frame.width / 2,
                y: size.height > 0 ? hotSpot.y / size.height * frame.height : frame.height / 2)
        }
        return DragPreview(displayList: DisplayList(items: [own]), size: frame.size, hotSpot: held)
    }
}

/// Where an `onDrag(_:preview:)` preview view is laid out (hidden, over the dragged view).
@MainActor
final class DragPreviewAnchor {
    weak var node: LayoutNode?
}

/// Marks the laid-out preview view for its anchor.
final class DragPreviewAnchorNode: WrapperNode {}

/// Recognises the start of a drag on a drag source: with a mouse, the pointer moving more than
/// `DragAndDropMetrics.mouseThreshold` from where it went down; with a touch or a pen, a hold of
/// `touchHoldDuration` without moving more than `touchSlop` (a touch that moves first may scroll: this
/// recognizer then yields to the scroll view, as a long press does). Recognising claims the touch; the
/// graph's drag session takes the pointer from there (the arena is cancelled).
final class DragSourceRecognizer: GestureRecognizer<Void> {
    private let source: DragSource
    private var kind = PointerKind.mouse
    private var pointerID = 0
    private var start: CGPoint?
    private var hotSpot = CGPoint.zero
    private var due: Double?

    init(source: DragSource) {
        self.source = source
    }

    override var yieldsToScrolling: Bool { kind != .mouse }
    override var deadline: Double? { status == .possible ? due : nil }

    override func receive(_ input: GestureInput) {
        guard case .pointer(let phase) = input.kind else { return fail() }
        switch phase {
        case .began:
            guard start == nil else { return fail() }
            start = input.windowLocation
            hotSpot = input.location(in: .local)
            if let router = source.graph?.inputRouter {
                kind = router.pointerKind
                pointerID = router.pointerID
            }
            if kind != .mouse { due = input.time + DragAndDropMetrics.touchHoldDuration }
        case .moved:
            guard let start, status == .possible else { return }
            let distance = start.distance(to: input.windowLocation)
            if kind == .mouse {
                if distance > DragAndDropMetrics.mouseThreshold { recognise(at: input.windowLocation) }
            } else if distance > DragAndDropMetrics.touchSlop {
                fail()
            }
        case .ended, .cancelled:
            fail()
        }
    }

    override func fire(at time: Double) {
        guard let due, let start, time >= due - deadlineTolerance else { return }
        recognise(at: start)
    }

    private func recognise(at location: CGPoint) {
        let (source, pointerID, hotSpot) = (self.source, self.pointerID, self.hotSpot)
        change(
            (), claims: true,
            effects: [{ source.graph?.beginDrag(from: source, pointerID: pointerID, at: location, heldAt: hotSpot) }])
    }
}

/// `onDrag`: wraps the view in a gesture node whose recognizer starts a drag.
struct _DragSourceModifier: ViewModifier, PrimitiveModifier {
    let data: @MainActor () -> NSItemProvider
    let previewAnchor: DragPreviewAnchor?

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let source = node.stored(DragSource.self) { DragSource() }
        source.data = data
        source.previewAnchor = previewAnchor
        source.graph = node.graph
        let handler = node.stored(GestureHandler.self) { GestureHandler() }
        handler.isDragSource = true
        handler.make = { sink in
            let recognizer = DragSourceRecognizer(source: source)
            recognizer.output = { sink($0) }
            return recognizer
        }
        let wrapper = NodeWrapper { child in
            let made = GestureNode(child: child, handler: handler)
            source.node = made
            return made
        }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }
}

/// Lays out an `onDrag(_:preview:)` preview view, hidden over the dragged view, so its picture is ready
/// when a drag starts.
struct _DragPreviewModifier<Preview: View>: ViewModifier {
    let data: @MainActor () -> NSItemProvider
    let preview: Preview
    @State private var anchor = DragPreviewAnchor()

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .topLeading) {
                preview.fixedSize()
                    .wrapped(nil) { node, _ in
                        let made = DragPreviewAnchorNode(child: node)
                        anchor.node = made
                        return made
                    }
                    .hidden()
                    .allowsHitTesting(false)
            }
            .modifier(_DragSourceModifier(data: data, previewAnchor: anchor))
    }
}

extension View {
    /// Makes the view draggable: when a drag starts (the pointer moved past the drag threshold, or a touch
    /// held), `data` makes the item provider it carries; the view's picture follows the pointer.
    public func onDrag(_ data: @escaping @MainActor () -> NSItemProvider) -> some View {
        modifier(_DragSourceModifier(data: data, previewAnchor: nil))
    }

    /// Makes the view draggable, with `preview` following the pointer instead of the view's picture.
    public func onDrag<V: View>(
        _ data: @escaping @MainActor () -> NSItemProvider, @ViewBuilder preview: () -> V
    ) -> some View {
        modifier(_DragPreviewModifier(data: data, preview: preview()))
    }
}
