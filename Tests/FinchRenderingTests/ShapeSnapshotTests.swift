import Finch
import FinchTesting
import Testing

/// The pie of Stanford CS193p's Memorize: a wedge from `startAngle` to `endAngle`, clockwise on screen.
struct Pie: Shape {
    var startAngle: Angle = .zero
    var endAngle: Angle
    var clockwise = true

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let start = CGPoint(
            x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        var path = Path()
        path.move(to: center)
        path.addLine(to: start)
        // SwiftUI's `clockwise` is in flipped coordinates, hence the CS193p `!clockwise`.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        path.addLine(to: center)
        return path
    }
}

@MainActor @Suite("Shapes fill, stroke and take space as in SwiftUI")
struct ShapeSnapshotTests {
    @Test("Rectangle, rounded rectangle, circle, ellipse and capsule in equal frames")
    func basicShapes() {
        let view = HStack(spacing: 8) {
            Rectangle().fill(Color.blue)
            RoundedRectangle(cornerRadius: 10).fill(Color.green)
            Circle().fill(Color.orange)
            Ellipse().fill(Color.purple)
            Capsule().fill(Color.red)
        }
        .frame(width: 280, height: 60)
        assertSnapshot(of: view, size: CGSize(width: 300, height: 80))
    }

    @Test("A circle in a wide frame is a square of the smaller side, centred")
    func circleIsSquareAndCentred() throws {
        let view = Circle().fill(Color.red).frame(width: 80, height: 40)
        let size = CGSize(width: 80, height: 40)
        assertDisplayListSnapshot(of: view, size: size)
        let image = try #require(ViewPixels.image(of: view, size: size))
        #expect(ViewPixels.matches(image[40, 20], (255, 59, 48)))
        #expect(ViewPixels.matches(image[40, 1], (255, 59, 48)))
        #expect(ViewPixels.matches(image[18, 20], (255, 255, 255)))
        #expect(ViewPixels.matches(image[62, 20], (255, 255, 255)))
    }

    @Test("A custom Path with lines, an arc, a quadratic and a cubic curve")
    func customPath() {
        let path = Path { path in
            path.move(to: CGPoint(x: 10, y: 70))
            path.addLine(to: CGPoint(x: 30, y: 30))
            path.addArc(
                center: CGPoint(x: 60, y: 30), radius: 30, startAngle: .degrees(180), endAngle: .degrees(0),
                clockwise: false)
            path.addQuadCurve(to: CGPoint(x: 150, y: 70), control: CGPoint(x: 130, y: 0))
            path.addCurve(to: CGPoint(x: 10, y: 70), control1: CGPoint(x: 110, y: 110), control2: CGPoint(x: 50, y: 30))
            path.closeSubpath()
        }
        let view = ZStack {
            path.fill(Color.yellow)
            path.stroke(Color.black, lineWidth: 2)
        }
        .frame(width: 160, height: 90)
        assertSnapshot(of: view, size: CGSize(width: 160, height: 90))
    }

    @Test("The CS193p pie turns clockwise on screen from 12 o'clock")
    func customShape() throws {
        let view = Pie(startAngle: .degrees(-90), endAngle: .degrees(20)).fill(Color.orange).frame(
            width: 80, height: 80)
        let size = CGSize(width: 100, height: 100)
        assertSnapshot(of: view, size: size)
        let image = try #require(ViewPixels.image(of: view, size: size))
        let orange = (255, 149, 0)
        #expect(ViewPixels.matches(image[70, 30], orange))
        #expect(ViewPixels.matches(image[80, 55], orange))
        #expect(ViewPixels.matches(image[30, 30], (255, 255, 255)))
        #expect(ViewPixels.matches(image[50, 80], (255, 255, 255)))
    }

    @Test("fill, stroke(lineWidth: 3) and strokeBorder(lineWidth: 6) of the same circle")
    func fillStrokeAndStrokeBorder() {
        let view = HStack(spacing: 10) {
            Circle().fill(Color.teal)
            Circle().stroke(lineWidth: 3)
            Circle().strokeBorder(Color.indigo, lineWidth: 6)
        }
        .frame(width: 200, height: 60)
        assertSnapshot(of: view, size: CGSize(width: 220, height: 80))
    }

    @Test("strokeBorder keeps the whole line inside the frame; stroke straddles the edge")
    func strokeBorderStaysInside() throws {
        let red = (255, 59, 48)
        let white = (255, 255, 255)
        let border = Rectangle().strokeBorder(Color.red, lineWidth: 6).frame(width: 60, height: 40).padding(10)
        let inside = try #require(ViewPixels.image(of: border, size: CGSize(width: 80, height: 60)))
        #expect(ViewPixels.matches(inside[9, 30], white))
        #expect(ViewPixels.matches(inside[10, 30], red))
        #expect(ViewPixels.matches(inside[15, 30], red))
        #expect(ViewPixels.matches(inside[16, 30], white))
        #expect(ViewPixels.matches(inside[69, 30], red))
        #expect(ViewPixels.matches(inside[70, 30], white))
        #expect(ViewPixels.matches(inside[40, 10], red))
        #expect(ViewPixels.matches(inside[40, 9], white))

        let stroke = Rectangle().stroke(Color.red, lineWidth: 6).frame(width: 60, height: 40).padding(10)
        let straddling = try #require(ViewPixels.image(of: stroke, size: CGSize(width: 80, height: 60)))
        #expect(ViewPixels.matches(straddling[7, 30], red))
        #expect(ViewPixels.matches(straddling[12, 30], red))
        #expect(ViewPixels.matches(straddling[13, 30], white))
    }

    @Test("Linear, stop-based, radial and angular gradients")
    func gradients() throws {
        let stops = Gradient(stops: [
            .init(color: .yellow, location: 0), .init(color: .orange, location: 0.3),
            .init(color: .purple, location: 1),
        ])
        let view = HStack(spacing: 10) {
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Rectangle().fill(LinearGradient(gradient: stops, startPoint: .top, endPoint: .bottom))
            Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 30))
            Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
        }
        .frame(width: 270, height: 60)
        let size = CGSize(width: 290, height: 80)
        assertSnapshot(of: view, size: size)
        let image = try #require(ViewPixels.image(of: view, size: size))
        // The linear gradient spans x 10…70: red at its leading edge, blue at its trailing edge.
        #expect(image[11, 40].red > 240 && image[11, 40].blue < 80)
        #expect(image[69, 40].blue > 240 && image[69, 40].red < 30)
        // The stop gradient is yellow at its top and purple at its bottom.
        #expect(ViewPixels.matches(image[110, 11], (255, 204, 0), tolerance: 8))
        #expect(ViewPixels.matches(image[110, 69], (175, 82, 222), tolerance: 8))
    }
}
