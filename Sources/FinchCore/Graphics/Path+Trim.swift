import Foundation

extension Path {
    /// The part of the path between two fractions of its length (0…1), as SwiftUI's `trimmedPath`; what a
    /// trimmed shape strokes (a progress ring). Curves are followed as short lines (at most half a point
    /// off a curve of a few hundred points), so the result is made of lines only.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = start.isFinite ? min(max(start, 0), 1) : 0
        let to = end.isFinite ? min(max(end, 0), 1) : 1
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }
        let runs = flattenedRuns()
        let total = runs.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        return Self.cut(runs, from: from * total, to: to * total)
    }

    /// One subpath as points joined by lines, with its length.
    private struct Run {
        var points: [CGPoint]
        var length: CGFloat
    }

    /// Each subpath followed as lines (a closed one back to its start).
    private func flattenedRuns() -> [Run] {
        var runs: [Run] = []
        var points: [CGPoint] = []
        func finish() {
            if points.count > 1 { runs.append(Run(points: points, length: Self.length(of: points))) }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                points = [point]
            case .line(let point): points.append(point)
            case .quadCurve(let point, let control):
                guard let last = points.last else { continue }
                let c1 = CGPoint(x: last.x + (control.x - last.x) * 2 / 3, y: last.y + (control.y - last.y) * 2 / 3)
                let c2 = CGPoint(x: point.x + (control.x - point.x) * 2 / 3, y: point.y + (control.y - point.y) * 2 / 3)
                points += Self.cubicPoints(from: last, c1, c2, point)
            case .curve(let point, let control1, let control2):
                guard let last = points.last else { continue }
                points += Self.cubicPoints(from: last, control1, control2, point)
            case .closeSubpath:
                if let first = points.first, points.count > 1 { points.append(first) }
                let start = points.first
                finish()
                if let start { points = [start] }
            }
        }
        finish()
        return runs
    }

    /// Points along a cubic Bézier after `p0`, as many as its control polygon's length asks for.
    private static func cubicPoints(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        let hull = length(of: [p0, p1, p2, p3])
        let steps = hull.isFinite ? min(max(Int(hull / 4), 4), 64) : 4
        return (1...steps).map { step in
            let t = CGFloat(step) / CGFloat(steps)
            let u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    private static func length(of points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// The lines of `runs` between the distances `from` and `to` along them all.
    private static func cut(_ runs: [Run], from: CGFloat, to: CGFloat) -> Path {
        var path = Path()
        var travelled: CGFloat = 0
        for run in runs {
            var drawing = false
            for (a, b) in zip(run.points, run.points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                let (start, end) = (travelled, travelled + length)
                travelled = end
                guard end > from, start < to, length > 0 else { continue }
                let enter = max(from - start, 0) / length
                let leave = min(to - start, length) / length
                let first = CGPoint(x: a.x + (b.x - a.x) * enter, y: a.y + (b.y - a.y) * enter)
                if !drawing {
                    path.move(to: first)
                    drawing = true
                }
                path.addLine(to: CGPoint(x: a.x + (b.x - a.x) * leave, y: a.y + (b.y - a.y) * leave))
            }
        }
        return path
    }
}
