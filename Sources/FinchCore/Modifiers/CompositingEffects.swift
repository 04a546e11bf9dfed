import Foundation

/// Whether an offscreen drawing keeps colours in their encoding or in linear light (`drawingGroup`).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// Combines the view's pixels with what is drawn behind it by `mode`; layout is unchanged.
    public func blendMode(_ mode: BlendMode) -> some View {
        effect(("blendMode", mode)) { _ in
            RenderEffect(compositing: mode == .normal ? nil : GroupCompositing(blendMode: mode))
        }
    }

    /// Composites the view's content on its own first, so effects applied outside it (opacity, a blend
    /// mode) act on the composite, and blend modes inside it blend only with its own content.
    public func compositingGroup() -> some View {
        effect("compositingGroup") { _ in RenderEffect(compositing: GroupCompositing(isolated: true)) }
    }

    /// Renders the view offscreen before it is composited, as `compositingGroup` does (Finch draws every
    /// view with the same renderer, so there is no faster path to switch to); `opaque` and `colorMode`
    /// are accepted and unused.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        effect("drawingGroup") { _ in RenderEffect(compositing: GroupCompositing(isolated: true)) }
    }
}
