import Foundation

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

/// How rounded corners are shaped: quarter circles, or iOS's continuous curve (see `Path+ContinuousCorners`).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// Insetting also shrinks the corners, so a border keeps an even thickness.
    public nonisolated func inset(by amount: CGFloat) -> _InsetRoundedRectangle {
        _InsetRoundedRectangle(base: self, amount: amount)
    }
}

/// A rounded rectangle inset on every side, corners shrunk by the same amount.
public struct _InsetRoundedRectangle: InsettableShape {
    var base: RoundedRectangle
    var amount: CGFloat

    public nonisolated func path(in rect: CGRect) -> Path {
        let size = CGSize(
            width: max(base.cornerSize.width - amount, 0), height: max(base.cornerSize.height - amount, 0))
        return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerSize: size, style: base.style)
    }

    public nonisolated func inset(by amount: CGFloat) -> _InsetRoundedRectangle {
        _InsetRoundedRectangle(base: base, amount: self.amount + amount)
    }
}

/// A circle centred in its frame; it takes a square of the smaller side.
public struct Circle: InsettableShape {
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

/// A rectangle whose short sides are half circles. Continuous by default, as SwiftUI's
/// (`init(style: RoundedCornerStyle = .continuous)` in Apple's documentation).
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle

    public nonisolated init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// A circular capsule's ends are half circles; a continuous one's straight sides flow into them
    /// (`Path.addContinuousCapsule`).
    public nonisolated func path(in rect: CGRect) -> Path {
        guard style == .circular else {
            var path = Path()
            path.addContinuousCapsule(in: rect)
            return path
        }
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: .circular)
    }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

extension Path: Shape {
    /// A path drawn as a view keeps its own coordinates, relative to the frame's origin.
    public nonisolated func path(in rect: CGRect) -> Path { self }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    /// A colour as a view fills whatever it is offered, like a rectangle.
    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        _ShapeView(shape: Rectangle(), style: self).makeNodes(in: inputs)
    }
}
