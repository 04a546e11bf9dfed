import Foundation

extension Path {
    /// Adds an arc; with `clockwise: true` the angle decreases, as in Core Graphics, which on
    /// screen (y pointing down) turns counter-clockwise. A line joins the current point first.
    public mutating func addArc(
        center: CGPoint,
        radius: CGFloat,
        startAngle: Angle,
        endAngle: Angle,
        clockwise: Bool
    ) {
        guard radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let start = startAngle.radians
        var end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        // As Core Graphics: the sweep is brought into one turn, but angles a whole number of turns
        // apart (and not equal) draw a full circle — a pie at 100 % is a whole disc.
        let fullTurn = 2 * Double.pi
        let raw = clockwise ? start - end : end - start
        var sweep = raw.truncatingRemainder(dividingBy: fullTurn)
        if sweep < 0 { sweep += fullTurn }
        if sweep == 0, raw != 0 { sweep = fullTurn }
        end = clockwise ? start - sweep : start + sweep
        let startPoint = Self.point(on: center, radius: radius, angle: start)
        if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        appendArcSegments(center: center, radius: radius, from: start, to: end)
    }

    /// Adds an arc of `delta` radians from `startAngle`, turning as SwiftUI's `addRelativeArc`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        let start = startAngle.radians
        let startPoint = Self.point(on: center, radius: radius, angle: start)
        if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        appendArcSegments(center: center, radius: radius, from: start, to: start + delta.radians)
    }

    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite else { return }
        let center = CGPoint(x: r.midX, y: r.midY)
        // Draw a unit circle's Bézier arcs scaled to the ellipse.
        var circle = Path()
        circle.move(to: CGPoint(x: 1, y: 0))
        circle.appendArcSegments(center: .zero, radius: 1, from: 0, to: 2 * .pi)
        circle.closeSubpath()
        addPath(
            circle.applying(
                Transform2D.scale(x: r.width / 2, y: r.height / 2)
                    .concatenating(.translation(x: center.x, y: center.y))
            )
        )
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let r = rect.standardized
        let (rx, ry) = Self.cornerRadii(cornerSize, in: r)
        guard rx > 0, ry > 0 else { return addRect(r) }
        // Kappa for a quarter circle drawn as one cubic.
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ry),
            control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(
            to: CGPoint(x: r.maxX - rx, y: r.maxY),
            control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
            control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ry),
            control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(
            to: CGPoint(x: r.minX + rx, y: r.minY),
            control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
            control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        closeSubpath()
    }

    /// Appends Bézier segments of at most a quarter turn each, following the circle from `from` to `to`.
    mutating func appendArcSegments(center: CGPoint, radius: CGFloat, from start: Double, to end: Double) {
        let sweep = end - start
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let p0 = (cos(angle), sin(angle))
            let p1 = (cos(next), sin(next))
            let c1 = CGPoint(
                x: center.x + radius * CGFloat(p0.0 - handle * p0.1),
                y: center.y + radius * CGFloat(p0.1 + handle * p0.0))
            let c2 = CGPoint(
                x: center.x + radius * CGFloat(p1.0 + handle * p1.1),
                y: center.y + radius * CGFloat(p1.1 - handle * p1.0))
            addCurve(to: Self.point(on: center, radius: radius, angle: next), control1: c1, control2: c2)
            angle = next
        }
    }

    static func point(on center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    }
}

extension Path {
    /// The corner radii a rounded rectangle of `cornerSize` draws in `rect`: a circular corner (equal radii)
    /// at most half the shorter side, so a radius past it makes a capsule, as SwiftUI draws
    /// `.cornerRadius(100)` on a 250 × 50 frame (an oval where each radius was clamped to its own side);
    /// elliptical corners each at most half their side. NaN and negative radii are 0.
    static func cornerRadii(_ cornerSize: CGSize, in rect: CGRect) -> (CGFloat, CGFloat) {
        let width = max(cornerSize.width.isNaN ? 0 : cornerSize.width, 0)
        let height = max(cornerSize.height.isNaN ? 0 : cornerSize.height, 0)
        guard width != height else {
            let radius = min(width, min(rect.width, rect.height) / 2)
            return (radius, radius)
        }
        return (min(width, rect.width / 2), min(height, rect.height / 2))
    }
}
