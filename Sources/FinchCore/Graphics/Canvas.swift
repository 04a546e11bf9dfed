import Foundation

/// A view drawn by a closure in immediate mode, as SwiftUI's `Canvas`: `Canvas { context, size in
/// context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green)) }`.
///
/// The closure runs each time the canvas is drawn, with a `GraphicsContext` whose drawing becomes
/// display-list items, in the canvas's own space (its top-leading corner at the origin). The canvas
/// takes the space it is offered (10 × 10 when a dimension is left unspecified, as a shape does).
/// Drawing outside its bounds is clipped (Finch's choice, pinned by a test). `opaque`, `colorMode`
/// and `rendersAsynchronously` are accepted and change nothing: Finch draws every canvas on the
/// main thread, in the window's colour space.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let renderer: (inout GraphicsContext, CGSize) -> Void

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        .leaf([CanvasNode(renderer: renderer, environment: inputs.environment, services: inputs.services)])
    }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}
