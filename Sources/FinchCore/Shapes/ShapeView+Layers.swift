import Foundation

/// A view that draws a shape, as SwiftUI's `ShapeView` (iOS 17): what `fill`, `stroke` and `strokeBorder`
/// return, and itself open to more of them, each drawn over the last and following the first shape's
/// outline: `Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`; CS193p 2023's set cards
/// `base.strokeBorder(lineWidth: 2).stroke(isSelected ? .blue : .gray, lineWidth: 2)`.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Content { get }
    /// The outline that fills and strokes added to this view follow (the shape `fill`, `stroke` or
    /// `strokeBorder` was first called on).
    var _layerOutline: _ShapeOutline { get }
}

/// The outline a shape view's added layers follow, and how to inset it for `strokeBorder`.
public struct _ShapeOutline: Sendable {
    let shape: AnyShape
    /// The outline inset by an amount: its own `inset(by:)` for an insettable shape, else its frame shrunk.
    let inset: @Sendable (CGFloat) -> AnyShape

    init<S: Shape>(_ shape: S) {
        let erased = AnyShape(shape)
        self.shape = erased
        if let insettable = shape as? any InsettableShape {
            inset = { amount in AnyShape(insettable.inset(by: amount)) }
        } else {
            inset = { amount in AnyShape(_Inset(base: erased, amount: amount)) }
        }
    }
}

extension ShapeView {
    /// Fills the outline with `content`, over this view.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _LayeredShapeView<
        Self, AnyShape, S
    > {
        let outline = _layerOutline
        return _LayeredShapeView(
            background: self, layer: _ShapeView(shape: outline.shape, style: content, fillStyle: style),
            outline: outline)
    }

    /// Traces the outline with `content`, over this view (the line centred on the outline).
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _LayeredShapeView<Self, _StrokedShape<AnyShape>, S>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    public func stroke<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> _LayeredShapeView<Self, _StrokedShape<AnyShape>, S>
    {
        let outline = _layerOutline
        let line = _StrokedShape(shape: outline.shape, style: style)
        return _LayeredShapeView(background: self, layer: _ShapeView(shape: line, style: content), outline: outline)
    }

    /// Traces the outline inset by half the line, so the line stays inside the frame, over this view.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _LayeredShapeView<Self, _StrokedShape<AnyShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> _LayeredShapeView<Self, _StrokedShape<AnyShape>, S>
    {
        let outline = _layerOutline
        let line = _StrokedShape(shape: outline.inset(style.lineWidth / 2), style: style)
        return _LayeredShapeView(background: self, layer: _ShapeView(shape: line, style: content), outline: outline)
    }
}

/// A shape view with one more fill or stroke drawn over it, following the same outline.
public struct _LayeredShapeView<Background: ShapeView, LayerShape: Shape, Style: ShapeStyle>: ShapeView {
    let background: Background
    let layer: _ShapeView<LayerShape, Style>
    let outline: _ShapeOutline

    public var shape: Background.Content { background.shape }
    public var _layerOutline: _ShapeOutline { outline }

    public var body: some View {
        background.overlay(layer)
    }
}

extension _ShapeView: ShapeView {
    /// The shape first filled or stroked: a stroke's own shape, and a border's before it was inset.
    public var _layerOutline: _ShapeOutline {
        guard let stroked = shape as? any _StrokeOutlining else { return _ShapeOutline(shape) }
        return stroked.outline(bordered: strokesBorder)
    }
}

/// A stroked shape hands back the shape it strokes.
protocol _StrokeOutlining {
    nonisolated func outline(bordered: Bool) -> _ShapeOutline
}

extension _StrokedShape: _StrokeOutlining {
    /// A border's shape was inset by half the line: inset by the opposite amount, it is the shape given.
    nonisolated func outline(bordered: Bool) -> _ShapeOutline {
        guard bordered, let insettable = shape as? any InsettableShape else { return _ShapeOutline(shape) }
        return _ShapeOutline(insettable.inset(by: -style.lineWidth / 2))
    }
}
