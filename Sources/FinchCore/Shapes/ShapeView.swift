import Foundation

/// A shape drawn with a style: the view behind `shape.fill(…)` and a bare shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    /// True for `strokeBorder`: the shape is the one given, inset by half the line (the outline layers
    /// added to this view follow is the one given).
    var strokesBorder = false

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let shape = self.shape
        let mode: ShapeNode.Mode
        if let stroked = shape as? any StrokedShapeMarker {
            mode = .stroke(stroked.strokeStyle)
        } else {
            mode = .fill(eoFill: fillStyle.isEOFilled)
        }
        // A shape's animatable data (a pie's angles, a corner radius, a stroke width) animates.
        // The graph's clock, not the graph: layout nodes must not keep the graph alive (it owns them), and a
        // weak reference would give the graph a side table, slowing every retain of it; the clock holds nothing.
        let clock = inputs.node.graph.clock
        let transaction = inputs.transaction
        let data = inputs.node.animatedValue(.shape, target: shape.animatableData, transaction: transaction)
        // The path is kept while the rectangle and the shape's data are unchanged: painting, hit testing
        // and an idle frame ask for it again and again.
        let cache = ShapePathCache<Content.AnimatableData>()
        let path: @MainActor (CGRect) -> Path = { rect in
            let value = data.value(at: clock.time)
            if let kept = cache.path(in: rect, data: value) { return kept }
            var current = shape
            current.animatableData = value
            let made = current.path(in: rect)
            cache.store(made, in: rect, data: value)
            return made
        }
        let node = ShapeNode(
            path: path, sizing: { shape.sizeThatFits($0) }, style: style, mode: mode, environment: inputs.environment)
        // Colours (and gradient colours) animate too; they do not depend on the frame, so the target is known now.
        let colors = style._resolvePaint(in: .zero, environment: inputs.environment).colorVector
        let colorValue = inputs.node.animatedValue(.color, target: colors, transaction: transaction)
        node.currentColors = {
            let time = clock.time
            return colorValue.isRunning(at: time) ? colorValue.value(at: time) : nil
        }
        return .leaf([node])
    }
}

/// The last path a shape made, with the rectangle and data it was made for.
@MainActor
final class ShapePathCache<Data: VectorArithmetic> {
    private var rect: CGRect?
    private var data: Data?
    private var path: Path?

    func path(in rect: CGRect, data: Data) -> Path? {
        guard self.rect == rect, self.data == data else { return nil }
        return path
    }

    func store(_ path: Path, in rect: CGRect, data: Data) {
        self.rect = rect
        self.data = data
        self.path = path
    }
}

/// Lays out and paints a shape.
final class ShapeNode: LayoutNode {
    enum Mode {
        case fill(eoFill: Bool)
        case stroke(StrokeStyle)
    }

    let path: @MainActor (CGRect) -> Path
    let sizing: (ProposedViewSize) -> CGSize
    /// The colours on their way to the style's while a colour change animates (nil at rest).
    var currentColors: (() -> AnimatableVector?)?
    let style: any ShapeStyle
    let mode: Mode
    let environment: EnvironmentValues

    init(
        path: @escaping @MainActor (CGRect) -> Path,
        sizing: @escaping (ProposedViewSize) -> CGSize,
        style: any ShapeStyle,
        mode: Mode,
        environment: EnvironmentValues
    ) {
        self.path = path
        self.sizing = sizing
        self.style = style
        self.mode = mode
        self.environment = environment
        super.init(displayScale: environment.displayScale)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        sizing(proposal)
    }

    /// The outline in window points.
    var outline: Path {
        let frame = displayFrame
        guard frame.width.isFinite, frame.height.isFinite else { return Path() }
        return path(CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// The paint to draw with now: the resolved style, or its colours on their way there.
    private func currentPaint(in frame: CGRect) -> Paint {
        let resolved = style._resolvePaint(in: frame, environment: environment)
        guard let colors = currentColors?() else { return resolved }
        return resolved.withColors(colors)
    }

    override func render(into items: inout [DisplayItem]) {
        let outline = outline
        guard !outline.isEmpty else { return }
        let paint = currentPaint(in: displayFrame)
        guard !paint.isInvisible else { return }
        switch mode {
        case .fill(let eoFill): items.append(.fill(outline, paint, eoFill: eoFill))
        case .stroke(let stroke):
            guard stroke.lineWidth > 0, stroke.lineWidth.isFinite else { return }
            items.append(.stroke(outline, paint, stroke))
        }
    }
}

extension _ShapeView: GraphComparable {
    /// Shape, style and fill rule, each with its own type's fast comparison (no reflection).
    func isGraphEqual(to other: Self) -> Bool {
        return other.fillStyle == fillStyle && ValueEquality.areEqual(typed: shape, other.shape)
            && ValueEquality.areEqual(typed: style, other.style)
    }
}
