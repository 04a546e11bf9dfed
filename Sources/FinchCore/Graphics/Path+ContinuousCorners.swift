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
    /// A rounded rectangle whose corners follow `style`: continuous unless said otherwise, as SwiftUI's.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle with equal corner radii following `style`: continuous unless said otherwise,
    /// as SwiftUI's.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Adds a rounded rectangle whose corners follow `style`. A continuous corner needs 1.528 radii of
    /// each edge; with less room (a radius near half the side) it turns gradually into the circular one.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) {
        guard style == .continuous else { return addRoundedRect(in: rect, cornerSize: cornerSize) }
        let r = rect.standardized
        let (rx, ry) = Self.cornerRadii(cornerSize, in: r)
        guard rx > 0, ry > 0 else { return addRect(r) }
        let room = min(Self.continuity(half: r.width / 2, radius: rx), Self.continuity(half: r.height / 2, radius: ry))
        let corner = ContinuousCorner(continuity: room)
        addContinuousCorners(in: r) { _ in (corner, CGSize(width: rx, height: ry)) }
    }

    /// Adds a continuous capsule: each end a half circle across the short side, whose curve leaves the
    /// long sides as a continuous corner does (1.528 radii from the end, with no jump in curvature).
    /// Each corner is continuous in its half on a long side and circular in its half on a short side,
    /// the two halves meeting at the corner's middle, where both bend by 1 / radius. A circular
    /// capsule's ends would leave nothing continuous about it (the short side has no room), which is
    /// not what iOS draws: its continuous capsule's straight sides flow into the ends. With less than
    /// 1.528 radii of long side (a near circle) the long halves turn circular too; a square is a circle.
    public mutating func addContinuousCapsule(in rect: CGRect) {
        let r = rect.standardized
        let radius = min(r.width, r.height) / 2
        guard radius > 0 else { return addRect(r) }
        let horizontal = Self.continuity(half: r.width / 2, radius: radius)
        let vertical = Self.continuity(half: r.height / 2, radius: radius)
        // The top-right and bottom-left corners arrive along a horizontal side, the others along a
        // vertical one (clockwise from the top edge).
        let arrivingHorizontally = ContinuousCorner(arriving: horizontal, leaving: vertical)
        let arrivingVertically = ContinuousCorner(arriving: vertical, leaving: horizontal)
        let radii = CGSize(width: radius, height: radius)
        addContinuousCorners(in: r) { index in
            (index.isMultiple(of: 2) ? arrivingHorizontally : arrivingVertically, radii)
        }
    }

    /// Adds a rectangle whose corners have their own radii (top-leading, top-trailing, bottom-trailing,
    /// bottom-leading, each at most half the shorter side), continuous as far as the two sides each
    /// corner touches leave room: a side shared by corners of radii a and b has room for both when it is
    /// 1.528 (a + b) long. Equal radii draw what `addRoundedRect(in:cornerSize:style:)` draws.
    mutating func addContinuousRoundedRect(in rect: CGRect, radii: RectangleCornerRadii) {
        let r = rect.standardized
        let limit = max(0, min(r.width, r.height) / 2)
        func clamped(_ radius: CGFloat) -> CGFloat { radius.isNaN ? 0 : min(max(0, radius), limit) }
        // Clockwise from the top-right corner, as `addContinuousCorners` goes.
        let corners = [radii.topTrailing, radii.bottomTrailing, radii.bottomLeading, radii.topLeading].map(clamped)
        guard corners.contains(where: { $0 > 0 }) else { return addRect(r) }
        // Side i runs from corner i − 1 to corner i: top, right, bottom, left.
        let lengths = [r.width, r.height, r.width, r.height]
        let sides = (0..<4).map { side in
            Self.continuity(half: lengths[side] / 2, radius: (corners[(side + 3) % 4] + corners[side]) / 2)
        }
        addContinuousCorners(in: r) { index in
            let room = min(sides[index], sides[(index + 1) % 4])
            return (ContinuousCorner(continuity: room), CGSize(width: corners[index], height: corners[index]))
        }
    }

    /// Traces the rectangle clockwise from the top edge (y down), each corner (top-right, bottom-right,
    /// bottom-left, top-left) drawn as `corner(index)` says.
    private mutating func addContinuousCorners(
        in r: CGRect, corner: (Int) -> (shape: ContinuousCorner, radii: CGSize)
    ) {
        // Each corner: where it is, back along the edge that reaches it, on along the edge that leaves it.
        let corners: [(CGPoint, CGVector, CGVector)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        let (first, back, on) = corners[3]
        let last = corner(3)
        move(to: ContinuousCorner.point(0, last.shape.leaving.start, at: first, back: back, on: on, radii: last.radii))
        for (index, (point, back, on)) in corners.enumerated() {
            let (shape, radii) = corner(index)
            addLine(to: ContinuousCorner.point(shape.arriving.start, 0, at: point, back: back, on: on, radii: radii))
            shape.append(to: &self, at: point, back: back, on: on, radii: radii)
        }
        closeSubpath()
    }

    /// How far a corner can be continuous (1) rather than circular (0) with `half` of its side to use.
    private static func continuity(half: CGFloat, radius: CGFloat) -> CGFloat {
        guard radius > 0 else { return 1 }
        return min(max((half / radius - 1) / (ContinuousCorner.extent - 1), 0), 1)
    }
}

/// The control points of one corner, in radii from the corner: `u` back along the edge arriving at it,
/// `v` along the edge leaving it. Both styles are two cubics meeting at the corner's middle, so a
/// corner between them is their blend, every blend keeping its tangents; each half (the one on the
/// arriving edge, the one on the leaving edge) has its own blend.
private struct ContinuousCorner {
    /// How far along each edge a continuous corner reaches, in radii.
    static let extent: CGFloat = 1.528_665
    fileprivate static let middle: CGFloat = 1 - 1 / 2.0.squareRoot()

    /// One half's points, measured from the corner along its edge: where it leaves the edge, the
    /// control point on the edge, the control point near the middle (the end is the middle).
    struct Half {
        let start: CGFloat
        let control1: CGFloat
        let control2: CGPoint

        init(continuity t: CGFloat) {
            let m = ContinuousCorner.middle
            // Continuous: curvature 0 on the edge, 1/radius at the middle (see `addRoundedRect`).
            let continuous = (
                start: ContinuousCorner.extent, control1: 2 * m + 3 * 2.0.squareRoot() * m * m,
                control2: CGPoint(x: 2 * m, y: 0)
            )
            // Circular: each half a 45° arc, its handles 4/3·tan(45°/4) radii long.
            let handle = 4 / 3 * tan(CGFloat.pi / 16)
            let diagonal = handle / 2.0.squareRoot()
            let circular = (
                start: CGFloat(1), control1: 1 - handle, control2: CGPoint(x: m + diagonal, y: m - diagonal)
            )
            start = circular.start + (continuous.start - circular.start) * t
            control1 = circular.control1 + (continuous.control1 - circular.control1) * t
            control2 = CGPoint(
                x: circular.control2.x + (continuous.control2.x - circular.control2.x) * t,
                y: circular.control2.y + (continuous.control2.y - circular.control2.y) * t)
        }
    }

    /// The half on the edge arriving at the corner, and the one on the edge leaving it.
    let arriving: Half
    let leaving: Half

    init(arriving: CGFloat, leaving: CGFloat) {
        self.arriving = Half(continuity: arriving)
        self.leaving = Half(continuity: leaving)
    }

    init(continuity t: CGFloat) {
        self.init(arriving: t, leaving: t)
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
        path.addCurve(
            to: p(m, m), control1: p(arriving.control1, 0), control2: p(arriving.control2.x, arriving.control2.y))
        path.addCurve(
            to: p(0, leaving.start), control1: p(leaving.control2.y, leaving.control2.x),
            control2: p(0, leaving.control1))
    }
}
