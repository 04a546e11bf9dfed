import Finch
import FinchTesting
import Testing

/// `RoundedCornerStyle.continuous`: iOS's corner, whose curve starts 1.528 radii along each edge and
/// meets the circular corner at its middle.
@MainActor
@Suite("Continuous corners follow iOS's curve; circular ones stay quarter circles")
struct ContinuousCornerTests {
    private static let rect = CGRect(x: 0, y: 0, width: 400, height: 400)

    /// Where `path` starts.
    private func start(of path: Path) -> CGPoint? {
        guard case .move(let point)? = path.elements.first else { return nil }
        return point
    }

    @Test("The continuous curve leaves the edge 1.528 radii from the corner, the circular one 1 radius")
    func startsFurtherAlongTheEdge() throws {
        let continuous = Path(roundedRect: Self.rect, cornerRadius: 100, style: .continuous)
        let circular = Path(roundedRect: Self.rect, cornerRadius: 100, style: .circular)
        #expect(start(of: continuous).map { abs($0.x - 152.87) < 0.01 && $0.y == 0 } == true)
        #expect(start(of: circular) == CGPoint(x: 100, y: 0))
        #expect(continuous.boundingRect == Self.rect)
    }

    @Test("Near the edge the continuous corner has bent further in; at its middle both corners meet")
    func bendsEarlierMeetsAtMiddle() {
        let continuous = Path(roundedRect: Self.rect, cornerRadius: 100, style: .continuous)
        let circular = Path(roundedRect: Self.rect, cornerRadius: 100, style: .circular)
        // 80 pt from the top-right corner along the top edge, 2.8 pt down: the circle is 2.0 pt down
        // there, the continuous curve 3.7 pt.
        let nearEdge = CGPoint(x: 320, y: 2.8)
        #expect(circular.contains(nearEdge))
        #expect(!continuous.contains(nearEdge))
        // The middle of the corner, 29.29 pt in from both edges, is on both outlines.
        let inside = CGPoint(x: 400 - 29.6, y: 29.6)
        let outside = CGPoint(x: 400 - 29.0, y: 29.0)
        #expect(continuous.contains(inside) && circular.contains(inside))
        #expect(!continuous.contains(outside) && !circular.contains(outside))
    }

    @Test("With no room along the edges (a radius of half the side) the corner turns circular")
    func noRoomTurnsCircular() {
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        let continuous = Path(roundedRect: square, cornerRadius: 50, style: .continuous)
        #expect(start(of: continuous).map { abs($0.x - 50) < 0.001 } == true)
        let circle = Path(ellipseIn: square)
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.3) {
            let point = CGPoint(x: 50 + 49 * cos(angle), y: 50 + 49 * sin(angle))
            #expect(continuous.contains(point) == circle.contains(point))
        }
    }

    @Test("RoundedRectangle draws its style; inset shapes keep it")
    func roundedRectangleUsesStyle() {
        let shape = RoundedRectangle(cornerRadius: 100, style: .continuous)
        #expect(shape.path(in: Self.rect) == Path(roundedRect: Self.rect, cornerRadius: 100, style: .continuous))
        let inset = shape.inset(by: 10).path(in: Self.rect)
        #expect(inset == Path(roundedRect: Self.rect.insetBy(dx: 10, dy: 10), cornerRadius: 90, style: .continuous))
    }

    @Test("A large continuous corner beside a circular one, and the two outlined over each other (golden)")
    func golden() {
        let view = HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 60, style: .continuous).fill(.blue)
                .frame(width: 160, height: 160)
            RoundedRectangle(cornerRadius: 60, style: .circular).fill(.orange)
                .frame(width: 160, height: 160)
            ZStack {
                RoundedRectangle(cornerRadius: 60, style: .circular).stroke(.orange, lineWidth: 2)
                RoundedRectangle(cornerRadius: 60, style: .continuous).stroke(.blue, lineWidth: 2)
            }
            .frame(width: 160, height: 160)
        }
        .padding(16)
        assertSnapshot(of: view, size: CGSize(width: 544, height: 192))
    }
}
