import Foundation

/// A 2D outline drawn as a view, as SwiftUI's `Shape`; filled with the foreground style by default.
///
/// As in SwiftUI, a shape is `Sendable` and its geometry is nonisolated: code off the main actor (a
/// detached task, a nonisolated helper) asks for its path. Its `body` stays on the main actor, as any view's.
public protocol Shape: Sendable, Animatable, View {
    /// The outline in a rectangle whose origin is (0, 0).
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal; by default the whole proposal (10 pt where unspecified).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline traced with a line, itself a shape filled with the foreground style.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    public nonisolated func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// Traces the outline with a style.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)), style: content)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }
}

/// How a path's interior is decided when it crosses itself.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// A shape whose outline is stroked instead of filled.
public struct _StrokedShape<Base: Shape>: Shape {
    public var shape: Base
    public var style: StrokeStyle

    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set {
            shape.animatableData = newValue.first
            style.lineWidth = newValue.second
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// Lets the shape node recognise a stroked shape without knowing its generic parameter.
@MainActor
protocol StrokedShapeMarker {
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeMarker {
    var strokeStyle: StrokeStyle { style }
}

/// A shape that can be inset, so `strokeBorder` draws inside its frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the outline inset by half the line width, so the line stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1
    ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        var view = inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
        view.strokesBorder = true
        return view
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> _ShapeView<
        _StrokedShape<InsetShape>, S
    > {
        var view = inset(by: style.lineWidth / 2).stroke(content, style: style)
        view.strokesBorder = true
        return view
    }
}

/// A shape drawn in its frame shrunk on every side.
public struct _Inset<Base: Shape>: InsettableShape {
    var base: Base
    var amount: CGFloat

    public nonisolated func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Base> {
        _Inset(base: base, amount: self.amount + amount)
    }
}
