import Finch

/// The badge's rounded hexagon, drawn with a path in a geometry reader and filled with a gradient.
struct BadgeBackground: View {
    var body: some View {
        GeometryReader { geometry in
            Path { path in
                let side = min(geometry.size.width, geometry.size.height)
                // Centred along the longer axis, so the badge keeps its shape in any frame.
                let origin = CGPoint(x: (geometry.size.width - side) / 2, y: (geometry.size.height - side) / 2)
                func point(_ unit: CGPoint) -> CGPoint {
                    CGPoint(x: origin.x + unit.x * side, y: origin.y + unit.y * side)
                }
                let corners = HexagonParameters.corners
                path.move(to: point(corners[0].end))
                for corner in corners.dropFirst() + corners.prefix(1) {
                    path.addLine(to: point(corner.start))
                    path.addQuadCurve(to: point(corner.end), control: point(corner.control))
                }
                path.closeSubpath()
            }
            .fill(
                LinearGradient(
                    gradient: Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
                    startPoint: UnitPoint(x: 0.5, y: 0),
                    endPoint: UnitPoint(x: 0.5, y: 0.6)
                )
            )
        }
        .aspectRatio(1, contentMode: .fit)
    }

    static let gradientStart = Color(red: 64 / 255, green: 196 / 255, blue: 168 / 255)
    static let gradientEnd = Color(red: 27 / 255, green: 105 / 255, blue: 146 / 255)
}
