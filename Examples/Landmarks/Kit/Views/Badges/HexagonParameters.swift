import Finch

/// The corners of the badge's hexagon in a unit square, pointy at top and bottom, each corner
/// rounded: the path runs straight from one rounding to the next and curves round each vertex.
enum HexagonParameters {
    /// One corner: where the straight edge ends, the vertex the curve bends towards, and where the
    /// curve ends (the start of the next edge).
    struct Corner {
        let start: CGPoint
        let control: CGPoint
        let end: CGPoint
    }

    /// How far along each edge (as a fraction of its length) the rounding starts.
    static let rounding: CGFloat = 0.14

    /// The six vertices, clockwise from the top, on a circle of radius 0.5 about the centre (the
    /// hexagon is narrower than tall, so the sides stand at 0.067 and 0.933).
    static let vertices: [CGPoint] = (0..<6).map { index in
        let angle = Double(index) * .pi / 3 - .pi / 2
        return CGPoint(x: 0.5 + 0.5 * cos(angle), y: 0.5 + 0.5 * sin(angle))
    }

    static let corners: [Corner] = vertices.indices.map { index in
        let vertex = vertices[index]
        let previous = vertices[(index + vertices.count - 1) % vertices.count]
        let next = vertices[(index + 1) % vertices.count]
        return Corner(
            start: interpolate(vertex, previous, rounding), control: vertex, end: interpolate(vertex, next, rounding))
    }

    private static func interpolate(_ from: CGPoint, _ to: CGPoint, _ fraction: CGFloat) -> CGPoint {
        CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }
}
