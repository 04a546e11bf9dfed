import Foundation

/// Flexible space that grows along its stack's axis (both axes outside a stack).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let length = minLength.map { $0.isFinite ? max($0, 0) : 8 } ?? 8
        return .leaf([
            SpacerNode(minLength: length, axis: inputs.stackAxis, displayScale: inputs.environment.displayScale)
        ])
    }
}

/// A spacer's layout: max(proposal, minLength) along the axis, nothing across it.
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?, displayScale: CGFloat) {
        self.minLength = minLength
        self.axis = axis
        super.init(displayScale: displayScale)
    }

    override var spacerMinLength: CGFloat? { minLength }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func grow(_ offer: CGFloat?) -> CGFloat { max(offer ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}

/// A thin line separating content: horizontal, or vertical inside an `HStack`.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public init() {}

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let color = SystemColors.separator.resolve(in: inputs.environment)
        let scale = inputs.environment.displayScale
        return .leaf([DividerNode(vertical: inputs.stackAxis == .horizontal, color: color, displayScale: scale)])
    }
}

/// One device pixel thick across, stretching along the proposal.
final class DividerNode: LayoutNode {
    let vertical: Bool
    let color: RGBA

    init(vertical: Bool, color: RGBA, displayScale: CGFloat) {
        self.vertical = vertical
        self.color = color
        super.init(displayScale: displayScale)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let thickness = 1 / displayScale
        if vertical { return CGSize(width: thickness, height: proposal.height ?? 0) }
        return CGSize(width: proposal.width ?? 0, height: thickness)
    }

    override func render(into items: inout [DisplayItem]) {
        let frame = displayFrame
        guard frame.width.isFinite, frame.height.isFinite else { return }
        items.append(.fill(Path(frame), .color(color), eoFill: false))
    }
}
