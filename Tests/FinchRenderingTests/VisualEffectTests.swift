import Finch
import FinchTesting
import Foundation
import Testing

/// Rows that fade and shrink as they near the top of the window, through their global frame.
private struct FadingRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(0..<8) { index in
                    Text("Row \(index)")
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .background(Color.orange)
                        .visualEffect { content, proxy in
                            let progress = min(max(proxy.frame(in: .global).minY / 160, 0), 1)
                            return
                                content
                                .opacity(0.25 + 0.75 * progress)
                                .scaleEffect(0.8 + 0.2 * progress)
                                .grayscale(1 - progress)
                        }
                }
            }
            .padding(8)
        }
    }
}

@MainActor
@Suite("visualEffect draws through the view's geometry after layout")
struct VisualEffectTests {
    @Test("Rows fade, shrink and lose colour near the top, and change as the list scrolls")
    func fadingRows() {
        let window = TestWindow(size: CGSize(width: 240, height: 320)) { FadingRows() }
        assertSnapshot(png: window.pngData(), named: "top")
        window.scroll(at: CGPoint(x: 120, y: 160), by: CGSize(width: 0, height: 104))
        window.advance(by: 0.1)
        assertSnapshot(png: window.pngData(), named: "scrolled")
    }

    @Test("An offset from the proxy moves the drawing, not the layout")
    func offsetFromProxy() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 100)) {
            HStack(spacing: 0) {
                Text("Moved").visualEffect { content, proxy in content.offset(x: proxy.size.width) }
                Text("After")
            }
            .frame(width: 300, height: 100, alignment: .topLeading)
        }
        let laidOut = try #require(window.layoutFrames(ofText: "Moved").first)
        let drawn = try #require(window.frames(ofText: "Moved").first)
        let after = try #require(window.frames(ofText: "After").first)
        #expect(laidOut.minX == 0)
        #expect(abs(drawn.minX - laidOut.width) < 0.5)
        #expect(abs(after.minX - laidOut.maxX) < 1)
    }

    @Test("The proxy's global frame is read again after a scroll")
    func followsScrolling() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 200)) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 100)
                    Text("Slides").visualEffect { content, proxy in
                        content.offset(x: proxy.frame(in: .global).minY)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    Color.clear.frame(height: 400)
                }
            }
        }
        let before = try #require(window.frames(ofText: "Slides").first)
        window.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 40))
        window.advance(by: 0.1)
        let after = try #require(window.frames(ofText: "Slides").first)
        #expect(abs(before.minY - after.minY - 40) < 0.5)
        #expect(abs(before.minX - after.minX - 40) < 0.5)
    }

    @Test("Opacity, rotation and colour steps compose into one group")
    func composedSteps() {
        let window = TestWindow(size: CGSize(width: 200, height: 120)) {
            HStack(spacing: 20) {
                Color.red.frame(width: 60, height: 60)
                    .visualEffect { content, _ in
                        content.rotationEffect(.degrees(45)).opacity(0.5).saturation(0).brightness(0.1)
                    }
                Color.blue.frame(width: 60, height: 60)
                    .visualEffect { content, _ in content.hueRotation(.degrees(90)).contrast(0.5).scaleEffect(0.5) }
            }
        }
        assertSnapshot(png: window.pngData(), named: "composed")
    }

    @Test("A 3D turn, an affine transform after a 2D step, and a colour multiplied")
    func projectiveSteps() {
        let window = TestWindow(size: CGSize(width: 320, height: 120)) {
            HStack(spacing: 20) {
                Text("Flip").font(.title).frame(width: 70, height: 70).background(Color.green)
                    .visualEffect { content, _ in
                        content.rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0)).offset(y: 10)
                    }
                Color.purple.frame(width: 60, height: 60)
                    .visualEffect { content, _ in
                        let shear = CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0)
                        return content.scaleEffect(0.8).transformEffect(shear)
                    }
                // White multiplied by orange: an orange square.
                Color.white.frame(width: 40, height: 40)
                    .visualEffect { content, _ in content.colorMultiply(.orange) }
            }
        }
        assertSnapshot(png: window.pngData(), named: "projective")
    }
}
