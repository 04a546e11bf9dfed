import Foundation

extension Path {
    /// The path with every point transformed.
    public func applying(_ transform: Transform2D) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: transform.apply(to: p))
            case .line(let p): result.addLine(to: transform.apply(to: p))
            case .quadCurve(let p, let c):
                result.addQuadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case .curve(let p, let c1, let c2):
                result.addCurve(
                    to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(.translation(x: dx, y: dy))
    }

    /// The smallest rectangle holding every point and control point (`.null` when empty).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c):
                include(p)
                include(c)
            case .curve(let p, let c1, let c2):
                include(p)
                include(c1)
                include(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Straight-line approximation of each subpath, for hit testing.
    func polygons(tolerance: CGFloat = 0.25) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func flush() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                current = [p]
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quadCurve(let p, let c):
                for i in 1...8 {
                    let t = CGFloat(i) / 8
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let p, let c1, let c2):
                for i in 1...12 {
                    let t = CGFloat(i) / 12
                    let u = 1 - t
                    let x = u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    current.append(CGPoint(x: x, y: y))
                }
                last = p
            case .closeSubpath:
                if let first = current.first { last = first }
                flush()
            }
        }
        flush()
        return result
    }

    /// Whether `point` is inside the path by the non-zero winding rule (or even-odd).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons() {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
