import FinchCore
import Foundation
import Testing

/// Values worked out by hand from Core Graphics' definitions: x' = a·x + c·y + tx, y' = b·x + d·y + ty;
/// `translatedBy`/`scaledBy`/`rotated` apply their step first, then the receiver.
@Suite("CGAffineTransform and ProjectionTransform compute as Core Graphics and SwiftUI do")
struct CGAffineTransformTests {
    private func isClose(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool {
        abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9
    }

    private func isClose(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
        abs(r.minX - x) < 1e-9 && abs(r.minY - y) < 1e-9 && abs(r.width - w) < 1e-9 && abs(r.height - h) < 1e-9
    }

    @Test("The identity, the zero initialiser and the named initialisers hold the expected values")
    func initialisers() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(CGAffineTransform(translationX: 3, y: 4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        // cos 90° = 0, sin 90° = 1: a = 0, b = 1, c = −1, d = 0; (1, 0) turns to (0, 1), clockwise on screen.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), 0, 1))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), -1, 0))
        #expect(!quarter.isIdentity)
    }

    @Test("translatedBy, scaledBy and rotated apply their step before the receiver")
    func steps() {
        // Scale (1, 1) to (2, 3), then move by (10, 20).
        let scaleThenMove = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(scaleThenMove == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        // Move (1, 1) to (11, 21), then scale: (22, 63).
        let moveThenScale = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(moveThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 63))
        // Turn (1, 0) to (0, 1), then move by (10, 0).
        let turnThenMove = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(turnThenMove), 10, 1))
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenation() {
        let moveThenScale = CGAffineTransform(translationX: 5, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(moveThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 12, y: 2))
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 7, y: 2))
        #expect(scaleThenMove.concatenating(.identity) == scaleThenMove)
    }

    @Test("inverted undoes the transform; a singular transform is returned unchanged")
    func inversion() {
        // x' = 2x + 6 → x = x'/2 − 3; y' = 4y + 8 → y = y'/4 − 2.
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        #expect(t.concatenating(t.inverted()).isIdentity)
        let skew = CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)  // x' = x + y
        #expect(isClose(CGPoint(x: 3, y: 2).applying(skew).applying(skew.inverted()), 3, 2))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test("Sizes move without the translation; rectangles become the box around their corners")
    func sizesAndRects() {
        #expect(
            CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 10))
                == CGSize(width: 3, height: 4))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGSize(width: 3, height: 4).applying(quarter)
        #expect(abs(turned.width + 4) < 1e-9 && abs(turned.height - 3) < 1e-9)
        // (0,0) (10,0) (0,20) (10,20) turn to (0,0) (0,10) (−20,0) (−20,10).
        #expect(isClose(CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarter), -20, 0, 20, 10))
        // x 1…4 → 2…8; y 2…6 → −2…−6.
        let flipped = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: 2, y: -1))
        #expect(isClose(flipped, 2, -6, 6, 4))
        let moved = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: -2))
        #expect(moved == CGRect(x: 11, y: 0, width: 3, height: 4))
        #expect(CGRect.null.applying(quarter).isNull)
    }

    @Test("CGAffineTransform is Codable and Hashable")
    func codable() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let decoded = try JSONDecoder().decode(CGAffineTransform.self, from: JSONEncoder().encode(t))
        #expect(decoded == t)
        #expect(Set([t, decoded, .identity]).count == 2)
    }

    @Test("ProjectionTransform: from an affine transform, concatenated, inverted, projecting points")
    func projection() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
        #expect(move.isAffine && !move.isIdentity)
        #expect(ProjectionTransform().isIdentity)
        #expect(CGPoint(x: 1, y: 2).applying(move) == CGPoint(x: 11, y: 2))
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(move.inverted() == ProjectionTransform(CGAffineTransform(translationX: -10, y: 0)))
        // w = 0.01·x + 1: (100, 0) has w = 2 and lands at (50, 0).
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        #expect(!perspective.isAffine)
        #expect(CGPoint(x: 100, y: 0).applying(perspective) == CGPoint(x: 50, y: 0))
        #expect(isClose(CGPoint(x: 100, y: 0).applying(perspective).applying(perspective.inverted()), 100, 0))
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 0))
        #expect(singular.invert() == false)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 0)))
    }
}
