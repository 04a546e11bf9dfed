import Foundation
import Testing

@testable import FinchCore

/// `trim`, `offset`, `rotation`, `scale`, `transform` and `size` make new shapes from a shape, as in SwiftUI.
@MainActor @Suite("Shape modifiers trim, move, turn, scale and resize the outline and stay shapes")
struct ShapeTransformTests {
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 60)

    private func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.01) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    @Test("trim keeps a stretch of the outline by length: half a rectangle's perimeter from its top-left corner")
    func trimRectangle() {
        // Perimeter 320: the first half runs along the top (100) and down the right side (60), to the bottom right.
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: frame)
        #expect(close(half.boundingRect, frame))
        #expect(half.currentPoint == CGPoint(x: 100, y: 60))
        // From a quarter (80 along the top) to 0.375 (120: 20 down the right side).
        let part = Rectangle().trim(from: 0.25, to: 0.375).path(in: frame)
        #expect(close(part.boundingRect, CGRect(x: 80, y: 0, width: 20, height: 20)))
        #expect(Rectangle().trim(from: 0.6, to: 0.4).path(in: frame).isEmpty)
        #expect(Rectangle().trim().path(in: frame) == Rectangle().path(in: frame))
        #expect(Rectangle().trim(from: .nan, to: 2).path(in: frame) == Rectangle().path(in: frame))
    }

    @Test("trim follows curves: a quarter of a circle from its trailing point ends at its bottom")
    func trimCircle() throws {
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: square)
        let end = try #require(quarter.currentPoint)
        #expect(abs(end.x - 50) < 1 && abs(end.y - 100) < 1)
        #expect(close(quarter.boundingRect, CGRect(x: 50, y: 50, width: 50, height: 50), within: 1))
    }

    @Test("trim's ends animate with the shape")
    func trimAnimates() {
        var shape = Circle().trim(from: 0, to: 0.3)
        shape.animatableData.second = AnimatablePair(0.1, 0.9)
        #expect(shape.startFraction == 0.1 && shape.endFraction == 0.9)
    }

    @Test("offset moves the outline in its frame; the shape is still a shape and its offset animates")
    func offset() {
        #expect(Rectangle().offset(x: 10, y: -5).path(in: frame).boundingRect == frame.offsetBy(dx: 10, dy: -5))
        #expect(
            Rectangle().offset(CGSize(width: 3, height: 4)).path(in: frame).boundingRect == frame.offsetBy(dx: 3, dy: 4)
        )
        let filled: _ShapeView<OffsetShape<Circle>, Color> = Circle().offset(x: 5).fill(Color.red)
        #expect(filled.shape.offset.width == 5)
        var moving = Circle().offset(x: 5)
        moving.animatableData.second = AnimatablePair(20, 30)
        #expect(moving.offset == CGSize(width: 20, height: 30))
        #expect(
            Circle().offset(x: 5).inset(by: 10).path(in: frame)
                == Circle().inset(by: 10).path(in: frame).offsetBy(dx: 5, dy: 0))
    }

    @Test("rotation turns the outline about its anchor: a quarter turn of a 100 × 60 rectangle about its centre")
    func rotation() {
        let turned = Rectangle().rotation(.degrees(90)).path(in: frame)
        #expect(close(turned.boundingRect, CGRect(x: 20, y: -20, width: 60, height: 100)))
        let aboutCorner = Rectangle().rotation(.degrees(180), anchor: .topLeading).path(in: frame)
        #expect(close(aboutCorner.boundingRect, CGRect(x: -100, y: -60, width: 100, height: 60)))
    }

    @Test("scale scales the outline about its anchor")
    func scale() {
        #expect(
            close(Rectangle().scale(0.5).path(in: frame).boundingRect, CGRect(x: 25, y: 15, width: 50, height: 30)))
        #expect(
            close(
                Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: frame).boundingRect,
                CGRect(x: 0, y: 0, width: 200, height: 60)))
    }

    @Test("transform maps every point through an affine transform")
    func transform() {
        let moved = Rectangle().transform(CGAffineTransform(translationX: 7, y: 9)).path(in: frame)
        #expect(moved.boundingRect == frame.offsetBy(dx: 7, dy: 9))
    }

    @Test("size makes the path in a fixed rectangle at the frame's origin; layout still takes the proposal")
    func size() {
        let shape = Circle().size(width: 20, height: 20)
        let placed = CGRect(x: 30, y: 40, width: 100, height: 60)
        #expect(shape.path(in: placed) == Circle().path(in: CGRect(x: 30, y: 40, width: 20, height: 20)))
        #expect(
            Rectangle().size(CGSize(width: 10, height: 5)).path(in: frame).boundingRect.size
                == CGSize(width: 10, height: 5))
        let graph = layout(shape.fill(Color.red).frame(width: 100, height: 60), in: CGSize(width: 100, height: 60))
        #expect(rect(of: .red, in: graph).map { abs($0.width - 20) < 0.01 } == true)
    }
}
