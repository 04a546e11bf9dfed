import Foundation

/// A shape drawn with a style: the view behind `shape.fill(…)` and a bare shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let shape = self.shape
        let mode: ShapeNode.Mode
        if let stroked = shape as? any StrokedShapeMarker {
            mode = .stroke(stroked.strokeStyle)
        } else {
            mode = .fill(eoFill: fillStyle.isEOFilled)
        }
        return [
            ShapeNode(
                path: { shape.path(in: $0) },
                sizing: { shape.sizeThatFits($0) },
                style: style,
                mode: mode,
                environment: context.environment)
        ]
    }
}

/// Lays out and paints a shape.
final class ShapeNode: LayoutNode {
    enum Mode {
        case fill(eoFill: Bool)
        case stroke(StrokeStyle)
    }

    let path: (CGRect) -> Path
    let sizing: (ProposedViewSize) -> CGSize
    let style: any ShapeStyle
    let mode: Mode
    let environment: EnvironmentValues

    init(
        path: @escaping (CGRect) -> Path,
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
        guard frame.width.isFinite, frame.height.isFinite else { return Path() }
        return path(CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }

    override func render(into items: inout [DisplayItem]) {
        let outline = outline
        guard !outline.isEmpty else { return }
        let paint = style._resolvePaint(in: frame, environment: environment)
        guard !paint.isInvisible else { return }
        switch mode {
        case .fill(let eoFill): items.append(.fill(outline, paint, eoFill: eoFill))
        case .stroke(let stroke):
            guard stroke.lineWidth > 0, stroke.lineWidth.isFinite else { return }
            items.append(.stroke(outline, paint, stroke))
        }
    }
}
