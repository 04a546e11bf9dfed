import Foundation

/// The layout node of a `Canvas`: it takes the proposal and, when painted, runs the canvas's closure
/// to make its items, clipped to its frame.
final class CanvasNode: LayoutNode {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    let services: PlatformServices

    init(
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues,
        services: PlatformServices
    ) {
        self.renderer = renderer
        self.environment = environment
        self.services = services
        super.init(displayScale: environment.displayScale)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func render(into items: inout [DisplayItem]) {
        let frame = displayFrame
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        let recorder = GraphicsContext.Recorder()
        var context = GraphicsContext(
            recorder: recorder, environment: environment, services: services,
            origin: Transform2D.translation(x: frame.minX, y: frame.minY))
        renderer(&context, frame.size)
        guard !recorder.items.isEmpty else { return }
        items.append(
            .group(
                DisplayGroup(clip: Path(frame), bounds: frame, children: recorder.items, identity: paintIdentity)))
    }
}
