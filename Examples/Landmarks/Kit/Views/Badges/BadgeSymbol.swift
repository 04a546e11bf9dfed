import Finch

/// The badge's symbol: a peak with a snowy summit, drawn in a geometry reader at any size.
struct BadgeSymbol: View {
    static let color = Color(red: 238 / 255, green: 124 / 255, blue: 60 / 255)

    var body: some View {
        GeometryReader { geometry in
            let width = min(geometry.size.width, geometry.size.height)
            let height = width * 0.75
            let middle = geometry.size.width / 2
            let top = width * 0.1
            ZStack {
                // The mountain: a tall triangle with a lower shoulder on its right.
                Path { path in
                    path.move(to: CGPoint(x: middle, y: top))
                    path.addLine(to: CGPoint(x: middle + width * 0.18, y: top + height * 0.45))
                    path.addLine(to: CGPoint(x: middle + width * 0.26, y: top + height * 0.35))
                    path.addLine(to: CGPoint(x: middle + width * 0.42, y: top + height))
                    path.addLine(to: CGPoint(x: middle - width * 0.42, y: top + height))
                    path.closeSubpath()
                }
                .fill(Self.color)
                // Snow on the summit, a zigzag below the tip.
                Path { path in
                    path.move(to: CGPoint(x: middle, y: top))
                    path.addLine(to: CGPoint(x: middle + width * 0.1, y: top + height * 0.25))
                    path.addLine(to: CGPoint(x: middle + width * 0.03, y: top + height * 0.2))
                    path.addLine(to: CGPoint(x: middle - width * 0.03, y: top + height * 0.28))
                    path.addLine(to: CGPoint(x: middle - width * 0.1, y: top + height * 0.22))
                    path.closeSubpath()
                }
                .fill(Color.white.opacity(0.9))
            }
        }
    }
}
