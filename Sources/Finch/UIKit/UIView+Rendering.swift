import FinchCore
import Foundation

extension UIView {
    /// The view and its subviews as Finch views: its layer (background, border, corner radius, shadow), its
    /// class's own content, and each subview placed at its frame (read when placed, so `layoutSubviews()`
    /// can move them just before).
    func finchBody() -> AnyView {
        observeChanges()
        guard !isHidden else { return AnyView(EmptyView()) }
        let shape = RoundedRectangle(
            cornerRadius: layer.cornerRadius, style: layer.cornerCurve == .continuous ? .continuous : .circular)
        let layers = _finchLayers(shape: shape).opacity(Double(alpha) * Double(layer.opacity))
        let clipped = clipsToBounds || layer.masksToBounds ? AnyView(layers.clipShape(shape)) : AnyView(layers)
        return withShadow(clipped)
    }

    /// The layer's shadow: the shape of what the view draws, or of `shadowPath` when one is set (UIKit then
    /// draws the path's shadow alone, whatever the view draws over it).
    private func withShadow(_ body: AnyView) -> AnyView {
        let (radius, offset) = (layer.shadowRadius, layer.shadowOffset)
        guard let path = layer.shadowPath else {
            return AnyView(body.shadow(color: shadowColor, radius: radius, x: offset.width, y: offset.height))
        }
        let shadow = Path(path).fill(shadowColor).blur(radius: radius).offset(x: offset.width, y: offset.height)
        return AnyView(body.background(alignment: .topLeading) { shadow })
    }

    private var shadowColor: Color {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor else { return .clear }
        return Color(cgColor: color).opacity(Double(layer.shadowOpacity))
    }

    /// A plain view's layers: its layer and own content over its bounds, its subviews at their frames.
    func plainLayers(shape: RoundedRectangle) -> AnyView {
        let children = subviews
        return AnyView(
            UIViewTreeLayout(view: self) {
                layerBody(shape: shape)
                ForEach(Array(children.enumerated()), id: \.offset) { $0.element.finchBody() }
            })
    }

    func layerBody(shape: RoundedRectangle) -> some View {
        let fill = backgroundColor.map { Color(uiColor: $0) } ?? layer.backgroundColor.map { Color(cgColor: $0) }
        let border = layer.borderColor.map { Color(cgColor: $0) } ?? .clear
        return ZStack {
            shape.fill(fill ?? .clear)
            _finchContent
            if layer.borderWidth > 0 { shape.strokeBorder(border, lineWidth: layer.borderWidth) }
        }
    }
}

/// Places a view's own content over its bounds and its subviews at their frames.
struct UIViewTreeLayout: Layout {
    let view: UIView

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let own = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = MainActor.assumeIsolated { view.subviews.map(\.frame) }
        for (index, subview) in subviews.enumerated() {
            guard index > 0 else {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
                continue
            }
            let frame = index - 1 < frames.count ? frames[index - 1] : .zero
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(frame.size))
        }
    }
}
