import Foundation

/// An affine transform of the plane: x' = a·x + c·y + tx, y' = b·x + d·y + ty (Cairo's and Core Graphics' layout).
public struct Transform2D: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: CGFloat, y: CGFloat) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: CGFloat, y: CGFloat) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    public static func rotation(_ angle: Angle) -> Transform2D {
        let cosine = CGFloat(cos(angle.radians))
        let sine = CGFloat(sin(angle.radians))
        return Transform2D(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// `transform` applied about `point` instead of the origin.
    public static func about(_ point: CGPoint, _ transform: Transform2D) -> Transform2D {
        Transform2D.translation(x: -point.x, y: -point.y)
            .concatenating(transform)
            .concatenating(.translation(x: point.x, y: point.y))
    }

    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// True when the transform only moves: text and images then need no offscreen pass.
    public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    public var determinant: CGFloat { a * d - b * c }

    /// The inverse, or nil when the transform collapses the plane.
    public var inverted: Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det
        )
    }
}
