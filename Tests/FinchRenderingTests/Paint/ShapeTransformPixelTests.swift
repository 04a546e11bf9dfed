import Finch
import FinchTesting
import Foundation
import Testing

/// The shape modifiers that return shapes (`.trim`, `.rotation`, `.scale`, `.offset`), drawn: what
/// `ShapeTransformTests` checks as paths, seen in pixels.
@MainActor @Suite("Shape transforms drawn: trim, rotation, scale and offset")
struct ShapeTransformPixelTests {
    /// Whether the pixel at (x, y) of `view` drawn in 100 × 100 is dark (drawn black on white).
    private func darkness<V: View>(of view: V) throws -> (Int, Int) -> Bool {
        let window = TestWindow(size: CGSize(width: 100, height: 100)) {
            ZStack {
                Color.white; view
            }
        }
        let image = try #require(UIImage(data: window.pngData()))
        let buffer = image.pixelBuffer
        return { x, y in (buffer.pixel(x: x, y: y)?.red ?? 255) < 100 }
    }

    @Test("trim(from: 0, to: 0.5) strokes a circle's lower half: it starts at the trailing side and runs clockwise")
    func trim() throws {
        let dark = try darkness(of: Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 6).padding(10))
        #expect(dark(50, 87))
        #expect(!dark(50, 13))
        #expect(dark(90, 55) && dark(10, 55))
    }

    @Test("rotation(45°) turns a square into a diamond about its centre; scale(0.5) halves it about its centre")
    func rotationAndScale() throws {
        let diamond = try darkness(
            of: Rectangle().rotation(.degrees(45)).fill(Color.black).frame(width: 50, height: 50))
        #expect(diamond(50, 50))
        #expect(diamond(50, 18))
        #expect(!diamond(27, 27))
        let half = try darkness(of: Rectangle().scale(0.5).fill(Color.black))
        #expect(half(50, 50))
        #expect(half(27, 27) && !half(23, 23))
        #expect(!half(80, 80))
    }

    @Test("offset(x:y:) moves the shape's outline, not its frame")
    func offset() throws {
        let moved = try darkness(of: Rectangle().offset(x: 50, y: 0).fill(Color.black))
        #expect(!moved(25, 50))
        #expect(moved(75, 50))
    }
}
