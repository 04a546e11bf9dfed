import Foundation

/// A rectangle whose corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`
/// (iOS 17). Corners follow `style` (continuous by default, as SwiftUI's); a radius larger than half the
/// shorter side is reduced to fit.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public nonisolated init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public nonisolated init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        guard style == .circular else {
            var path = Path()
            path.addContinuousRoundedRect(in: rect, radii: cornerRadii)
            return path
        }
        let limit = max(0, min(rect.width, rect.height) / 2)
        let topLeading = min(max(0, cornerRadii.topLeading), limit)
        let topTrailing = min(max(0, cornerRadii.topTrailing), limit)
        let bottomTrailing = min(max(0, cornerRadii.bottomTrailing), limit)
        let bottomLeading = min(max(0, cornerRadii.bottomLeading), limit)
        // A quarter circle as one cubic: its control points sit 0.5523 of the radius from the ends.
        let k: CGFloat = 0.552_284_75
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
        path.addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + topTrailing),
            control1: CGPoint(x: rect.maxX - topTrailing * (1 - k), y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + topTrailing * (1 - k)))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
        path.addCurve(
            to: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY),
            control1: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing * (1 - k)),
            control2: CGPoint(x: rect.maxX - bottomTrailing * (1 - k), y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
        path.addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeading),
            control1: CGPoint(x: rect.minX + bottomLeading * (1 - k), y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - bottomLeading * (1 - k)))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
        path.addCurve(
            to: CGPoint(x: rect.minX + topLeading, y: rect.minY),
            control1: CGPoint(x: rect.minX, y: rect.minY + topLeading * (1 - k)),
            control2: CGPoint(x: rect.minX + topLeading * (1 - k), y: rect.minY))
        path.closeSubpath()
        return path
    }
}

/// The four radii of an `UnevenRoundedRectangle`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
