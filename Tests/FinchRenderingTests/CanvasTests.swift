import Finch
import FinchTesting
import Foundation
import Testing

/// A 300 × 240 canvas, 10 pt in from the window's corner, using each drawing call once.
private struct Drawing: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: 0.95)))
            context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80)), with: .color(.orange))
            context.stroke(Path(CGRect(x: 100, y: 10, width: 80, height: 80)), with: .color(.blue), lineWidth: 4)
            context.fill(
                Path(CGRect(x: 190, y: 10, width: 100, height: 80)),
                with: .linearGradient(
                    Gradient(colors: [.red, .yellow]), startPoint: CGPoint(x: 190, y: 0),
                    endPoint: CGPoint(x: 290, y: 0)))
            // A copy turned 45° about its own origin, moved to (50, 150); the original is unchanged.
            var turned = context
            turned.translateBy(x: 50, y: 150)
            turned.rotate(by: .degrees(45))
            turned.fill(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.green))
            var faded = context
            faded.opacity = 0.5
            faded.scaleBy(x: 2, y: 2)
            faded.fill(Path(CGRect(x: 50, y: 60, width: 20, height: 20)), with: .color(.purple))
            context.draw(Text("Canvas"), at: CGPoint(x: 245, y: 150))
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 180, y: 190, width: 30, height: 30))
            // Runs past the trailing edge: clipped there.
            var line = Path()
            line.move(to: CGPoint(x: 10, y: 230))
            line.addLine(to: CGPoint(x: 400, y: 230))
            context.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
        }
        .frame(width: 300, height: 240)
        .padding(10)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("Canvas draws through a GraphicsContext into the display list")
struct CanvasTests {
    static let size = CGSize(width: 320, height: 260)

    @Test("Each call is one item in the canvas's space, with the context's transform and opacity")
    func items() {
        let window = TestWindow(size: Self.size) { Drawing() }
        let dump = window.displayList.dump()
        // The whole canvas is clipped to its frame.
        #expect(dump.contains("group clip (10,10,300,240)"), "\(dump)")
        // Untransformed drawing is moved only by the canvas's place in the window.
        #expect(dump.contains("group transform(1,0,0,1,10,10)"), "\(dump)")
        // Rotated 45° about (50, 150) of the canvas: (60, 160) in the window.
        #expect(dump.contains("group transform(0.71,0.71,-0.71,0.71,60,160)"), "\(dump)")
        // Scaled twice, at half opacity.
        #expect(dump.contains("group transform(2,0,0,2,10,10) opacity 0.5"), "\(dump)")
        #expect(dump.contains("stroke (100,10,80,80)"), "\(dump)")
        // One line at its ideal size, centred on (245, 150): 215.39 + 59.21 / 2, 139.71 + 20.57 / 2.
        #expect(dump.contains("text \"Canvas\" Inter 17 w400 #000000ff (215.39,139.71,59.21,20.57)"), "\(dump)")
        // A symbol is a template: drawn in the foreground colour.
        #expect(dump.contains("image symbol star.fill (180,190,30,30) tint #000000ff"), "\(dump)")
    }

    @Test("The drawing as it looks")
    func golden() {
        let window = TestWindow(size: Self.size) { Drawing() }
        assertSnapshot(png: window.pngData())
    }

    @Test("A canvas takes the space it is offered; the closure is told its size")
    func sizing() {
        let sizes = SizeLog()
        let window = TestWindow(size: CGSize(width: 200, height: 100)) {
            Canvas { _, size in sizes.sizes.append(size) }
        }
        _ = window.displayList
        #expect(sizes.sizes.last == CGSize(width: 200, height: 100))
    }
}

@MainActor
private final class SizeLog {
    var sizes: [CGSize] = []
}
