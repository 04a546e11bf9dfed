import FinchCore
import Foundation

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path, in UIKit's coordinates (y down; `clockwise` turns clockwise on screen), for the shapes
/// SwiftUI code builds with it: `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`
/// rounds only some corners of a rectangle.
public final class UIBezierPath {
    /// The path built so far, in Finch's `Path` (UIKit's own is a `CGPath`: `cgPath`).
    private(set) var path = Path()

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: 0))
    }

    /// A rectangle with `corners` rounded by `cornerRadii.width` (UIKit draws circular corners and takes the
    /// width), at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
        func inset(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        path.move(to: CGPoint(x: r.minX + inset(.topLeft), y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - inset(.topRight), y: r.minY))
        round(.topRight, in: corners, at: CGPoint(x: r.maxX - radius, y: r.minY + radius), from: -90, radius: radius)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - inset(.bottomRight)))
        round(.bottomRight, in: corners, at: CGPoint(x: r.maxX - radius, y: r.maxY - radius), from: 0, radius: radius)
        path.addLine(to: CGPoint(x: r.minX + inset(.bottomLeft), y: r.maxY))
        round(.bottomLeft, in: corners, at: CGPoint(x: r.minX + radius, y: r.maxY - radius), from: 90, radius: radius)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + inset(.topLeft)))
        round(.topLeft, in: corners, at: CGPoint(x: r.minX + radius, y: r.minY + radius), from: 180, radius: radius)
        path.closeSubpath()
    }

    /// A quarter turn, clockwise on screen, about `center` when `corner` is rounded.
    private func round(
        _ corner: UIRectCorner, in corners: UIRectCorner, at center: CGPoint, from start: Double, radius: CGFloat
    ) {
        guard corners.contains(corner), radius > 0 else { return }
        path.addArc(
            center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(start + 90),
            clockwise: false)
    }

    public var cgPath: CGPath { path.cgPath }
    public var bounds: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: point, control: controlPoint)
    }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc, `clockwise` as seen on screen (UIKit's sense; Core Graphics' is the opposite in y-down space).
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)),
            endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    public func close() { path.closeSubpath() }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
}
