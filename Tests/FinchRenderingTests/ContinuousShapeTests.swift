import Finch
import FinchTesting
import Foundation
import Testing

/// Continuous corners beyond `RoundedRectangle`: `UnevenRoundedRectangle(…, style: .continuous)` (its
/// default, as SwiftUI's) and `Capsule(style: .continuous)`.
@MainActor
@Suite("Continuous corners on uneven rectangles and capsules")
struct ContinuousShapeTests {
    /// Where `path` starts.
    private func start(of path: Path) -> CGPoint? {
        guard case .move(let point)? = path.elements.first else { return nil }
        return point
    }

    /// Every point a path's elements end at.
    private func endPoints(of path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let point), .line(let point): return point
            case .curve(let point, _, _), .quadCurve(let point, _): return point
            case .closeSubpath: return nil
            }
        }
    }

    private func near(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 0.001) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test("Equal radii: an uneven rectangle is the continuous rounded rectangle, point for point")
    func unevenEqualRadiiMatchRoundedRectangle() {
        for rect in [CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 10, y: 5, width: 60, height: 50)] {
            let uneven = UnevenRoundedRectangle(
                topLeadingRadius: 20, bottomLeadingRadius: 20, bottomTrailingRadius: 20, topTrailingRadius: 20)
            #expect(uneven.path(in: rect) == RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: rect))
        }
    }

    @Test("Uneven continuous corners: each leaves its edges 1.528 radii out; square corners stay square")
    func unevenContinuous() {
        let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
        let path = UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 10).path(in: rect)
        // The top-leading corner's curve starts 1.528665 × 40 pt along the top edge.
        #expect(near(start(of: path), CGPoint(x: 61.1466, y: 0)))
        // The bottom-trailing corner's straight edges end 15.29 pt from it.
        let points = endPoints(of: path)
        #expect(points.contains { near($0, CGPoint(x: 300, y: 200 - 15.286_65)) })
        #expect(points.contains { near($0, CGPoint(x: 300 - 15.286_65, y: 200)) })
        // The zero-radius corners are sharp: their very corner is inside.
        #expect(path.contains(CGPoint(x: 299.5, y: 0.5)) && path.contains(CGPoint(x: 0.5, y: 199.5)))
        #expect(path.boundingRect == rect)
        // The circular style keeps quarter circles starting one radius along.
        let circular = UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 10, style: .circular)
        #expect(start(of: circular.path(in: rect)) == CGPoint(x: 40, y: 0))
    }

    @Test("With little room an uneven continuous corner turns circular, as a rounded rectangle's does")
    func unevenNoRoom() {
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = UnevenRoundedRectangle(topLeadingRadius: 50, bottomTrailingRadius: 50).path(in: square)
        // Each side holds one 50-pt corner and a square one: room for 2 radii, more than 1.528, so continuous.
        #expect(near(start(of: path), CGPoint(x: 76.433, y: 0)))
        // Two 50-pt corners on every side: no room, quarter circles.
        let full = UnevenRoundedRectangle(
            topLeadingRadius: 50, bottomLeadingRadius: 50, bottomTrailingRadius: 50, topTrailingRadius: 50
        ).path(in: square)
        #expect(near(start(of: full), CGPoint(x: 50, y: 0)))
    }

    @Test("A continuous capsule: its long sides flow into the ends 1.528 radii out, the ends reach the middle")
    func continuousCapsule() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 50)
        let continuous = Capsule(style: .continuous).path(in: rect)
        let circular = Capsule(style: .circular).path(in: rect)
        #expect(near(start(of: continuous), CGPoint(x: 38.2166, y: 0)))
        #expect(start(of: circular) == CGPoint(x: 25, y: 0))
        #expect(continuous.boundingRect == rect)
        // Both ends come to a point at the middle of the short sides, as a half circle does.
        let points = endPoints(of: continuous)
        #expect(points.contains { near($0, CGPoint(x: 200, y: 25)) })
        #expect(points.contains { near($0, CGPoint(x: 0, y: 25)) })
        // 21.6 pt from the end, half a point below the top: inside the circular capsule, outside the
        // continuous one, which has already bent away from the edge there.
        let nearEdge = CGPoint(x: 178.4, y: 0.5)
        #expect(circular.contains(nearEdge) && !continuous.contains(nearEdge))
        // At the ends' middles the two meet: 45° round each end's corner, both at the circle's point.
        let diagonal = CGPoint(x: 175 + 25 / 2.0.squareRoot() - 0.4, y: 25 - 25 / 2.0.squareRoot() + 0.4)
        #expect(continuous.contains(diagonal) && circular.contains(diagonal))
    }

    @Test("Capsule() and .capsule are continuous, SwiftUI's default; the circular style is asked for")
    func capsuleDefaultsToContinuous() {
        // Apple's documentation declares `init(style: RoundedCornerStyle = .continuous)`.
        let rect = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(Capsule().style == .continuous)
        #expect(Capsule().path(in: rect) == Capsule(style: .continuous).path(in: rect))
        #expect(Capsule.capsule.path(in: rect) == Capsule(style: .continuous).path(in: rect))
        #expect(near(start(of: Capsule().path(in: rect)), CGPoint(x: 38.2166, y: 0)))
        #expect(start(of: Capsule(style: .circular).path(in: rect)) == CGPoint(x: 25, y: 0))
    }

    @Test("Path(roundedRect:cornerRadius:) and cornerSize: are continuous unless a style says circular")
    func pathRoundedRectDefaultsToContinuous() {
        // Apple's documentation declares both with `style: RoundedCornerStyle = .continuous`.
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let plain = Path(roundedRect: rect, cornerRadius: 10)
        #expect(plain == Path(roundedRect: rect, cornerRadius: 10, style: .continuous))
        #expect(plain != Path(roundedRect: rect, cornerRadius: 10, style: .circular))
        #expect(
            Path(roundedRect: rect, cornerSize: CGSize(width: 10, height: 10))
                == Path(roundedRect: rect, cornerSize: CGSize(width: 10, height: 10), style: .continuous))
        // The curve leaves the top edge 1.528 radii from the corner, where a circular one leaves at 1.
        #expect(near(start(of: plain), CGPoint(x: 15.28, y: 0), within: 0.01))
    }

    @Test("A standing capsule is the lying one turned; a square continuous capsule is a circle")
    func capsuleOrientationAndSquare() {
        let standing = Capsule(style: .continuous).path(in: CGRect(x: 0, y: 0, width: 50, height: 200))
        #expect(start(of: standing) == CGPoint(x: 25, y: 0))
        #expect(endPoints(of: standing).contains { near($0, CGPoint(x: 50, y: 38.2166)) })
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        let round = Capsule(style: .continuous).path(in: square)
        #expect(round == Path(roundedRect: square, cornerRadius: 50, style: .continuous))
        let circle = Path(ellipseIn: square)
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.3) {
            let point = CGPoint(x: 50 + 49 * cos(angle), y: 50 + 49 * sin(angle))
            #expect(round.contains(point) == circle.contains(point))
        }
    }

    @Test("Continuous capsule and uneven rectangle outlined over their circular twins (golden)")
    func golden() {
        let view = VStack(spacing: 16) {
            ZStack {
                Capsule(style: .circular).stroke(.orange, lineWidth: 2)
                Capsule(style: .continuous).stroke(.blue, lineWidth: 2)
            }
            .frame(width: 300, height: 100)
            ZStack {
                UnevenRoundedRectangle(topLeadingRadius: 60, bottomTrailingRadius: 30, style: .circular)
                    .stroke(.orange, lineWidth: 2)
                UnevenRoundedRectangle(topLeadingRadius: 60, bottomTrailingRadius: 30)
                    .stroke(.blue, lineWidth: 2)
            }
            .frame(width: 300, height: 160)
        }
        .padding(16)
        assertSnapshot(of: view, size: CGSize(width: 332, height: 324))
    }

    @Test("A corner radius past half the short side makes a capsule, not an oval (the learner's pill)")
    func radiusPastHalfIsCapsule() {
        // A units toggle from a learner's BMI app: `.frame(width: 250, height: 50)…cornerRadius(100)`.
        let rect = CGRect(x: 0, y: 0, width: 250, height: 50)
        for style in [RoundedCornerStyle.continuous, .circular] {
            let pill = RoundedRectangle(cornerRadius: 100, style: style).path(in: rect)
            // The straight top edge starts 25 pt in (the short side's half), where an oval would bow at once.
            #expect(near(start(of: pill), CGPoint(x: 25, y: 0)), "\(style)")
            #expect(pill.contains(CGPoint(x: 125, y: 1)), "\(style): the top edge is straight")
            #expect(pill.boundingRect == rect)
        }
        // Elliptical corners keep each radius within its own side.
        let elliptical = RoundedRectangle(cornerSize: CGSize(width: 100, height: 10), style: .circular)
        #expect(start(of: elliptical.path(in: rect)) == CGPoint(x: 100, y: 0))
    }
}
