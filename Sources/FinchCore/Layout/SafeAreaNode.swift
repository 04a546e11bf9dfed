import Foundation

/// A view whose safe area is shrunk at some edges: by inset content placed at one edge
/// (`.safeAreaInset`), or by fixed amounts (`.safeAreaPadding`).
///
/// The main view is laid out inside what is left, as a view that respects the safe area is; a scroll
/// view (a `List` too) extends into the insets instead and starts its content inside them, so the content
/// scrolls under what is drawn there, as in SwiftUI. A `GeometryReader` as the main view reports the
/// insets in `safeAreaInsets`.
final class SafeAreaNode: LayoutNode, SafeAreaRegionProvider {
    let main: LayoutNode
    /// Content drawn at `edge`, over the main view, or nil for fixed padding.
    let inset: LayoutNode?
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    /// The fixed insets of `.safeAreaPadding` (zero for `.safeAreaInset`).
    let padding: EdgeInsets
    private let mainPriority: Double

    init(main: LayoutNode, inset: LayoutNode?, edge: Edge, alignment: Alignment, spacing: CGFloat, padding: EdgeInsets)
    {
        self.main = main
        self.inset = inset
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing.isFinite ? spacing : 0
        self.padding = padding
        mainPriority = main.layoutPriority
        super.init(displayScale: main.displayScale)
        main.parent = self
        inset?.parent = self
    }

    override var children: [LayoutNode] {
        guard let inset else { return [main] }
        return [main, inset]
    }
    override var layoutPriority: Double { mainPriority }

    override func layoutValue<Key: LayoutValueKey>(_ key: Key.Type) -> Key.Value? {
        main.layoutValue(key)
    }

    /// The inset content's offer: the whole length along its edge, its ideal size across.
    private func insetOffer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        switch edge {
        case .top, .bottom: return ProposedViewSize(width: proposal.width, height: nil)
        case .leading, .trailing: return ProposedViewSize(width: nil, height: proposal.height)
        }
    }

    /// The insets the main view's safe area loses for `proposal`, and the inset content's size.
    private func measure(_ proposal: ProposedViewSize) -> (insets: EdgeInsets, content: CGSize) {
        guard let inset else { return (padding, .zero) }
        let size = inset.sizeThatFits(insetOffer(proposal))
        var insets = EdgeInsets()
        switch edge {
        case .top: insets.top = size.height + spacing
        case .bottom: insets.bottom = size.height + spacing
        case .leading: insets.leading = size.width + spacing
        case .trailing: insets.trailing = size.width + spacing
        }
        return (insets, size)
    }

    private static func shrink(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    /// Insets an enclosing `SafeAreaNode` reserves around this one, when this one extends into them
    /// (its main view scrolls): added to its own for the scroll view, and kept clear by its inset content.
    var outerInsets = EdgeInsets()

    /// What takes the whole frame and the insets instead of the space left: a scroll view, or another
    /// safe-area node whose main view is one (insets on one list nest), found under wrappers and
    /// single-child containers.
    private enum Extending {
        case scroll(ScrollViewNode)
        case safeArea(SafeAreaNode)
    }

    private var extending: Extending? {
        if let scroll = Self.find(ScrollViewNode.self, under: main) { return .scroll(scroll) }
        if let inner = Self.find(SafeAreaNode.self, under: main), inner.extending != nil { return .safeArea(inner) }
        return nil
    }

    private static func find<T: LayoutNode>(_ type: T.Type, under node: LayoutNode) -> T? {
        var current = node
        for _ in 0..<32 {
            if let found = current as? T { return found }
            let children = current.children
            guard children.count == 1 else { return nil }
            current = children[0]
        }
        return nil
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (insets, content) = measure(proposal)
        if extending != nil { return main.sizeThatFits(proposal) }
        // A main view that ignores the safe area is measured in it too: it extends only when placed
        // (`SafeAreaIgnoringNode`).
        let size = main.sizeThatFits(Self.shrink(proposal, by: insets))
        var width = size.width + insets.leading + insets.trailing
        var height = size.height + insets.top + insets.bottom
        switch edge {
        case .top, .bottom: width = max(width, content.width)
        case .leading, .trailing: height = max(height, content.height)
        }
        return CGSize(width: width, height: height)
    }

    /// The frame less its insets: where a view that keeps to the safe area is laid out.
    var safeAreaRegion: SafeAreaRegion? {
        let insets = measure(placedProposal).insets
        guard insets != EdgeInsets() else { return nil }
        let safe = CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.leading - insets.trailing),
            height: max(0, frame.height - insets.top - insets.bottom))
        return SafeAreaRegion(safe: safe, full: frame)
    }

    override func placeChildren() {
        let (insets, content) = measure(placedProposal)
        var clear = EdgeInsets()
        if let extending {
            clear = outerInsets
            let combined = EdgeInsets(
                top: insets.top + clear.top, leading: insets.leading + clear.leading,
                bottom: insets.bottom + clear.bottom, trailing: insets.trailing + clear.trailing)
            switch extending {
            case .scroll(let scroll):
                if scroll.safeAreaInsets != combined {
                    scroll.safeAreaInsets = combined
                    placeAgain(down: scroll)
                }
            case .safeArea(let inner):
                if inner.outerInsets != combined {
                    inner.outerInsets = combined
                    placeAgain(down: inner)
                }
            }
            main.place(at: frame.origin, proposal: placedProposal)
        } else {
            Self.find(GeometryReaderNode.self, under: main)?.safeAreaInsets = insets
            main.place(
                at: CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top),
                proposal: Self.shrink(placedProposal, by: insets))
        }
        guard let inset else { return }
        let outer = ViewDimensions(size: frame.size)
        let x: CGFloat
        let y: CGFloat
        switch edge {
        case .top, .bottom:
            x = frame.minX + outer[alignment.horizontal] - inset.guide(alignment.horizontal, in: content)
            y = edge == .top ? frame.minY + clear.top : frame.maxY - clear.bottom - content.height
        case .leading, .trailing:
            x = edge == .leading ? frame.minX + clear.leading : frame.maxX - clear.trailing - content.width
            y = frame.minY + outer[alignment.vertical] - inset.guide(alignment.vertical, in: content)
        }
        inset.place(at: CGPoint(x: x, y: y), proposal: insetOffer(placedProposal))
    }

    /// Makes `node` and the nodes between it and this one place their children again at the next placement,
    /// even where their frames stay the same (the insets they read changed).
    private func placeAgain(down node: LayoutNode) {
        var current: LayoutNode? = node
        while let each = current, each !== self {
            each.clearSizeCache()
            current = each.parent
        }
    }
}

/// Inset content is child 1000 of the modifier's node, as an overlay's layer is.
private let insetBase = 1000

/// Builds the inset content once per main node and pairs them (`.safeAreaInset`), or wraps each main
/// node in fixed insets (`.safeAreaPadding`, when `content` is nil).
public struct _SafeAreaInsetModifier<InsetContent: View>: ViewModifier, PrimitiveModifier {
    let content: InsetContent?
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    let padding: EdgeInsets

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content main: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let primaries = main(inputs.outsideStack)
        if let content {
            for index in primaries.indices {
                _ = inputs.outsideStack.build(content, identity: .index(insetBase + index))
            }
        }
        let assembler = SafeAreaAssembler(
            edge: edge, alignment: alignment, spacing: spacing, padding: padding, hasContent: content != nil)
        return ViewOutputs(assembler.assemble(from: inputs.node), assembly: .custom(assembler))
    }
}

private final class SafeAreaAssembler: OutputAssembler {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    let padding: EdgeInsets
    let hasContent: Bool

    init(edge: Edge, alignment: Alignment, spacing: CGFloat, padding: EdgeInsets, hasContent: Bool) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.padding = padding
        self.hasContent = hasContent
    }

    func assemble(from node: ViewNode) -> [LayoutNode] {
        let primaries = node.child(at: .index(0))?.outputs ?? []
        return primaries.enumerated().map { index, primary in
            let inset = hasContent ? node.child(at: .index(insetBase + index))?.outputs ?? [] : []
            // Several views in the inset content stand in a ZStack, as an overlay's do.
            let content: LayoutNode? =
                inset.count > 1
                ? LayoutContainerNode(layout: ZStackLayout(), children: inset, displayScale: primary.displayScale)
                : inset.first
            return SafeAreaNode(
                main: primary, inset: content, edge: edge, alignment: alignment, spacing: spacing, padding: padding)
        }
    }
}

extension View {
    /// Shows `content` at the top or bottom edge and shrinks this view's safe area by its height (plus
    /// `spacing`, 0 when nil): the view is laid out below (or above) it, and a scroll view or list
    /// scrolls its content under it.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(
            _SafeAreaInsetModifier(
                content: content(), edge: edge == .top ? .top : .bottom,
                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing ?? 0,
                padding: EdgeInsets()))
    }

    /// Shows `content` at the leading or trailing edge and shrinks this view's safe area by its width.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(
            _SafeAreaInsetModifier(
                content: content(), edge: edge == .leading ? .leading : .trailing,
                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing ?? 0,
                padding: EdgeInsets()))
    }

    /// Shrinks this view's safe area by `insets`: content is padded, but a scroll view extends under the
    /// padding and starts its content inside it.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _SafeAreaInsetModifier<EmptyView>> {
        modifier(
            _SafeAreaInsetModifier(content: nil, edge: .top, alignment: .center, spacing: 0, padding: insets))
    }

    /// Shrinks the safe area by `length` (16 pt when nil, as `padding`) along `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<
        Self, _SafeAreaInsetModifier<EmptyView>
    > {
        safeAreaPadding(EdgeInsets(edges, length ?? 16))
    }

    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _SafeAreaInsetModifier<EmptyView>> {
        safeAreaPadding(.all, length)
    }
}
