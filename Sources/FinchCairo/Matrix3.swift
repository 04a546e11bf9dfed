internal import CCairo
import FinchCore
import Foundation

/// A 3×3 homogeneous matrix acting on column vectors (x, y, 1), the convention pixman uses.
struct Matrix3: Equatable {
    /// Row-major entries.
    var rows: [[Double]]

    static let identity = Matrix3(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    init(rows: [[Double]]) {
        self.rows = rows
    }

    /// Cairo's affine user-to-device matrix.
    init(_ matrix: cairo_matrix_t) {
        rows = [[matrix.xx, matrix.xy, matrix.x0], [matrix.yx, matrix.yy, matrix.y0], [0, 0, 1]]
    }

    /// A `ProjectiveTransform`, which is written for row vectors, transposed into column form.
    init(_ transform: ProjectiveTransform) {
        rows = [
            [transform.m11, transform.m21, transform.m31],
            [transform.m12, transform.m22, transform.m32],
            [transform.m13, transform.m23, transform.m33],
        ]
    }

    static func translation(_ x: Double, _ y: Double) -> Matrix3 {
        Matrix3(rows: [[1, 0, x], [0, 1, y], [0, 0, 1]])
    }

    static func scale(_ factor: Double) -> Matrix3 {
        Matrix3(rows: [[factor, 0, 0], [0, factor, 0], [0, 0, 1]])
    }

    /// `self` applied after `other`: (self * other) · v = self · (other · v).
    static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        Matrix3(
            rows: (0..<3).map { r in (0..<3).map { c in (0..<3).reduce(0) { $0 + lhs.rows[r][$1] * rhs.rows[$1][c] } } }
        )
    }

    /// The inverse, or nil when the matrix is singular or not finite.
    var inverted: Matrix3? {
        let m = rows
        let cofactors: [[Double]] = (0..<3).map { r in
            (0..<3).map { c in
                let rs = (0..<3).filter { $0 != r }
                let cs = (0..<3).filter { $0 != c }
                let minor = m[rs[0]][cs[0]] * m[rs[1]][cs[1]] - m[rs[0]][cs[1]] * m[rs[1]][cs[0]]
                return (r + c) % 2 == 0 ? minor : -minor
            }
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactors[0][$1] }
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        // The inverse is the transposed cofactor matrix over the determinant.
        return Matrix3(rows: (0..<3).map { r in (0..<3).map { c in cofactors[c][r] / determinant } })
    }
}
