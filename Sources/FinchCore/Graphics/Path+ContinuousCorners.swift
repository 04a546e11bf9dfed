import Foundation

/// Rounded rectangles with a corner style: `.circular` quarter circles, or iOS's `.continuous` corners,
/// whose curve starts further along each edge (1.528 radii) with no jump in curvature where the
/// straight edge ends.
///
/// Finch's continuous corner, derived here: each half of a corner is one cubic from the edge to the
/// corner's middle point, which is the circular corner's (1 − 1/√2 radii in from both edges). The first
/// three control points lie on the edge, so the curvature is zero where the edge ends (the straight
/// line flows into the bend); the last handle points along the 45° tangent, and its length is chosen so
/// that the curvature at the middle is 1 / radius, the circle's: with m = 1 − 1/√2 and the end's
/// curvature (2/3)·h/d² (h: the second control point's distance from the last handle's line, d: the
/// handle's length), the second control point sits 2m + 3√2·m² radii from the corner.
extension Path {
    /// A rounded rectangle whose corners follow `style`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle with equal corner radii following `style`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Adds a rounded rectangle whose corners follow `style`. A continuous corner needs 1.528 radii of
    /// each edge; with less room (a radius near half the side) it turns gradually into the circular one.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) {
        guard style == .continuous else { return addRoundedRect(in: rect, cornerSize: cornerSize) }
        let r = rect.standardized
        let rx = min(max(cornerSize.width.isNaN ? 0 : cornerSize.width, 0), r.width / 2)
        let ry = min(max(cornerSize.height.isNaN ? 0 : cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r) }
        let room = min(Self.continuity(half: r.width / 2, radius: rx), Self.continuity(half: r.height / 2, radius: ry))
        let corner = ContinuousCorner(continuity: room)
        let radii = CGSize(width: rx, height: ry)
        // Clockwise from the top edge (y down); each corner: where it is, back along the edge that
        // reaches it, on along the edge that leaves it.
        let corners: [(CGPoint, CGVector, CGVector)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        let (first, back, on) = corners[3]
        move(to: ContinuousCorner.point(0, corner.start, at: first, back: back, on: on, radii: radii))
        for (point, back, on) in corners {
            addLine(to: ContinuousCorner.point(corner.start, 0, at: point, back: back, on: on, radii: radii))
            corner.append(to: &self, at: point, back: back, on: on, radii: radii)
        }
        closeSubpath()
    }

    /// How far a corner can be continuous (1) rather than circular (0) with `half` of its side to use.
    private static func continuity(half: CGFloat, radius: CGFloat) -> CGFloat {
        min(max((half / radius - 1) / (ContinuousCorner.extent - 1), 0), 1)
    }
}

/// The control points of one corner, in radii from the corner: `u` back along the edge arriving at it,
/// `v` along the edge leaving it. Both styles are two cubics meeting at the corner's middle, so a
/// corner between them is their blend, every blend keeping its tangents.
private struct ContinuousCorner {
    /// How far along each edge a continuous corner reaches, in radii.
    static let extent: CGFloat = 1.528_665
    private static let middle: CGFloat = 1 - 1 / 2.0.squareRoot()

    /// The first half's points after the middle of the edge: start, control, control (end: the middle).
    let start: CGFloat
    let control1: CGFloat
    let control2: CGPoint

    init(continuity t: CGFloat) {
        let m = Self.middle
        // Continuous: curvature 0 on the edge, 1/radius at the middle (see `addRoundedRect`).
        let continuous = (
            start: Self.extent, control1: 2 * m + 3 * 2.0.squareRoot() * m * m, control2: CGPoint(x: 2 * m, y: 0)
        )
        // Circular: each half a 45° arc, its handles 4/3·tan(45°/4) radii long.
        let handle = 4 / 3 * tan(CGFloat.pi / 16)
        let diagonal = handle / 2.0.squareRoot()
        let circular = (start: CGFloat(1), control1: 1 - handle, control2: CGPoint(x: m + diagonal, y: m - diagonal))
        start = circular.start + (continuous.start - circular.start) * t
        control1 = circular.control1 + (continuous.control1 - circular.control1) * t
        control2 = CGPoint(
            x: circular.control2.x + (continuous.control2.x - circular.control2.x) * t,
            y: circular.control2.y + (continuous.control2.y - circular.control2.y) * t)
    }

    /// The point `u` radii back along the arriving edge and `v` along the leaving one.
    static func point(
        _ u: CGFloat, _ v: CGFloat, at corner: CGPoint, back: CGVector, on: CGVector, radii: CGSize
    ) -> CGPoint {
        let alongBack = abs(back.dx) > 0 ? radii.width : radii.height
        let alongOn = abs(on.dx) > 0 ? radii.width : radii.height
        return CGPoint(
            x: corner.x + back.dx * u * alongBack + on.dx * v * alongOn,
            y: corner.y + back.dy * u * alongBack + on.dy * v * alongOn)
    }

    /// Appends the corner's two cubics, from its first point to its last.
    func append(to path: inout Path, at corner: CGPoint, back: CGVector, on: CGVector, radii: CGSize) {
        let m = Self.middle
        func p(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
            Self.point(u, v, at: corner, back: back, on: on, radii: radii)
        }
        path.addCurve(to: p(m, m), control1: p(control1, 0), control2: p(control2.x, control2.y))
        path.addCurve(to: p(0, start), control1: p(control2.y, control2.x), control2: p(0, control1))
    }
}
