import Foundation

/// SwiftUI's 3×3 projective transform of the plane, what a `GeometryEffect` returns: a point maps as
/// (x, y, 1) · M, x' = (m11·x + m21·y + m31) / w, y' = (m12·x + m22·y + m32) / w,
/// w = m13·x + m23·y + m33 (Core Animation's row-vector convention, as `ProjectiveTransform`).
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    public init(_ m: CGAffineTransform) {
        (m11, m12, m13) = (m.a, m.b, 0)
        (m21, m22, m23) = (m.c, m.d, 0)
        (m31, m32, m33) = (m.tx, m.ty, 1)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// True when the last column is (0, 0, 1): the transform keeps parallel lines parallel.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts in place; false (and unchanged) when the transform is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        guard let inverse = projective.inverted else { return false }
        self = ProjectionTransform(inverse)
        return true
    }

    /// The inverse; a singular transform is returned unchanged (as `CGAffineTransform.inverted()`).
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// `self`, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(projective.concatenating(rhs.projective))
    }

    init(_ p: ProjectiveTransform) {
        (m11, m12, m13) = (CGFloat(p.m11), CGFloat(p.m12), CGFloat(p.m13))
        (m21, m22, m23) = (CGFloat(p.m21), CGFloat(p.m22), CGFloat(p.m23))
        (m31, m32, m33) = (CGFloat(p.m31), CGFloat(p.m32), CGFloat(p.m33))
    }

    var projective: ProjectiveTransform {
        ProjectiveTransform(
            m11: Double(m11), m12: Double(m12), m13: Double(m13),
            m21: Double(m21), m22: Double(m22), m23: Double(m23),
            m31: Double(m31), m32: Double(m32), m33: Double(m33))
    }

    /// The affine part when the transform is affine (`m33` normalised to 1), else nil.
    var affine: Transform2D? {
        guard m13 == 0, m23 == 0, m33 != 0, m33.isFinite else { return nil }
        return Transform2D(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }
}

extension CGPoint {
    /// The point projected by `m` (divided by w; a point at w = 0 goes to infinity).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}
