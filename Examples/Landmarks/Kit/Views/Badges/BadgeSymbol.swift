import Finch

/// The badge's symbol: a slender peak with a snowy summit over a low foothill, drawn in a geometry
/// reader at any size. Eight of them turned about their bottom make the badge's star.
struct BadgeSymbol: View {
    static let color = Color(red: 238 / 255, green: 124 / 255, blue: 60 / 255)

    var body: some View {
        GeometryReader { geometry in
            let width = min(geometry.size.width, geometry.size.height)
            let height = width * 0.75
            let middle = geometry.size.width / 2
            let top = (geometry.size.height - height) / 2
            ZStack {
                // The peak: narrow, so eight turned copies stay apart as rays.
                Path { path in
                    path.move(to: CGPoint(x: middle, y: top))
                    path.addLine(to: CGPoint(x: middle + width * 0.12, y: top + height * 0.62))
                    path.addLine(to: CGPoint(x: middle - width * 0.12, y: top + height * 0.62))
                    path.closeSubpath()
                }
                .fill(Self.color)
                // The foothill below it, wider and flat-topped.
                Path { path in
                    path.move(to: CGPoint(x: middle - width * 0.14, y: top + height * 0.68))
                    path.addLine(to: CGPoint(x: middle + width * 0.14, y: top + height * 0.68))
                    path.addLine(to: CGPoint(x: middle + width * 0.22, y: top + height))
                    path.addLine(to: CGPoint(x: middle - width * 0.22, y: top + height))
                    path.closeSubpath()
                }
                .fill(Self.color)
                // Snow on the summit.
                Path { path in
                    path.move(to: CGPoint(x: middle, y: top))
                    path.addLine(to: CGPoint(x: middle + width * 0.04, y: top + height * 0.2))
                    path.addLine(to: CGPoint(x: middle - width * 0.04, y: top + height * 0.2))
                    path.closeSubpath()
                }
                .fill(Color.white.opacity(0.85))
            }
        }
    }
}
