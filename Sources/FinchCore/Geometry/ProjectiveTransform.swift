import Foundation

/// A 3×3 homogeneous transform of the plane, used for perspective (`rotation3DEffect`).
///
/// A point maps as (x, y, 1) · M: x' = (m11·x + m21·y + m31) / w, y' = (m12·x + m22·y + m32) / w,
/// w = m13·x + m23·y + m33. It is the 4×4 transform of Core Animation restricted to z = 0.
public struct ProjectiveTransform: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(
        m11: Double, m12: Double, m13: Double,
        m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    public static let identity = ProjectiveTransform(
        m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// SwiftUI's `rotation3DEffect`: rotate about `axis` through `anchor` (in the plane, z = 0),
    /// seen from `distance` in front of the plane (m34 = −1/distance).
    public static func rotation3D(
        _ angle: Angle,
        axis: (x: Double, y: Double, z: Double),
        anchor: CGPoint,
        distance: Double
    ) -> ProjectiveTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let cosine = cos(angle.radians)
        let sine = sin(angle.radians)
        let t = 1 - cosine
        // Row-vector rotation matrix (Core Animation convention), rows 1...3, columns 1...3.
        let r11 = cosine + x * x * t
        let r12 = x * y * t + z * sine
        let r13 = x * z * t - y * sine
        let r21 = x * y * t - z * sine
        let r22 = cosine + y * y * t
        let r23 = y * z * t + x * sine
        // Perspective: w = 1 − z'/distance, where z' = r13·x + r23·y for points in the plane.
        let p = distance > 0 && distance.isFinite ? -1 / distance : 0
        let (ax, ay) = (Double(anchor.x), Double(anchor.y))
        // Translate by −anchor, rotate, project, translate back (translation happens after w divides).
        let m13 = r13 * p
        let m23 = r23 * p
        let m33 = 1 - (ax * r13 + ay * r23) * p
        let m31raw = -(ax * r11 + ay * r21)
        let m32raw = -(ax * r12 + ay * r22)
        return ProjectiveTransform(
            m11: r11 + ax * m13, m12: r12 + ay * m13, m13: m13,
            m21: r21 + ax * m23, m22: r22 + ay * m23, m23: m23,
            m31: m31raw + ax * m33, m32: m32raw + ay * m33, m33: m33
        )
    }

    /// The affine transform `affine` as a projective one.
    public init(_ affine: Transform2D) {
        self.init(
            m11: Double(affine.a), m12: Double(affine.b), m13: 0,
            m21: Double(affine.c), m22: Double(affine.d), m23: 0,
            m31: Double(affine.tx), m32: Double(affine.ty), m33: 1)
    }

    /// The transform that applies `self` first, then `other` (row vectors: the product self · other).
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33)
    }

    public func concatenating(_ other: Transform2D) -> ProjectiveTransform {
        concatenating(ProjectiveTransform(other))
    }

    /// Where `point` lands, or nil when it falls behind the viewer (w ≤ 0).
    public func apply(to point: CGPoint) -> CGPoint? {
        let (x, y) = (Double(point.x), Double(point.y))
        let w = m13 * x + m23 * y + m33
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (m11 * x + m21 * y + m31) / w, y: (m12 * x + m22 * y + m32) / w)
    }

    /// The inverse, or nil when singular.
    public var inverted: ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = -(m21 * m33 - m23 * m31)
        let c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let inv = 1 / det
        return ProjectiveTransform(
            m11: c11 * inv,
            m12: -(m12 * m33 - m13 * m32) * inv,
            m13: (m12 * m23 - m13 * m22) * inv,
            m21: c12 * inv,
            m22: (m11 * m33 - m13 * m31) * inv,
            m23: -(m11 * m23 - m13 * m21) * inv,
            m31: c13 * inv,
            m32: -(m11 * m32 - m12 * m31) * inv,
            m33: (m11 * m22 - m12 * m21) * inv
        )
    }
}
