import FinchCore
import Foundation
import Testing

@Suite("CATransform3D builds the projections SwiftUI flip effects use")
struct CATransform3DTests {
    private func isClose(_ p: CGPoint, _ q: CGPoint) -> Bool {
        abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9
    }

    @Test("Translate, scale and rotate apply their step first; concatenation is a · b")
    func steps() {
        let move = CATransform3DMakeTranslation(10, 20, 0)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(move))
        // Scale by 2 first, then move: (1, 1) → (12, 22).
        let scaleThenMove = CATransform3DScale(move, 2, 2, 1)
        #expect(CGPoint(x: 1, y: 1).applying(ProjectionTransform(scaleThenMove)) == CGPoint(x: 12, y: 22))
        #expect(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), move) == scaleThenMove)
        // A quarter turn about z turns (1, 0) to (0, 1), as CGAffineTransform(rotationAngle:).
        let quarter = ProjectionTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test("m34 = −1/d then a turn about y projects as rotation3DEffect seen from d")
    func perspectiveTurn() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 200
        t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        let projection = ProjectionTransform(t)
        #expect(!projection.isAffine)
        let reference = ProjectiveTransform.rotation3D(
            .radians(.pi / 3), axis: (x: 0, y: 1, z: 0), anchor: .zero, distance: 200)
        for point in [CGPoint(x: 50, y: 0), CGPoint(x: -40, y: 30), CGPoint(x: 80, y: -60)] {
            guard let expected = reference.apply(to: point) else {
                Issue.record("the reference put \(point) behind the viewer")
                continue
            }
            #expect(isClose(point.applying(projection), expected))
        }
    }
}
