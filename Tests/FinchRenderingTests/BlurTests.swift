import Finch
import FinchTesting
import Foundation
import Testing

/// A model a test changes from outside, as a view's state.
@MainActor
private final class BlurState: ObservableObject {
    @Published var isBlurred = false
}

private struct BlurredOnCommand: View {
    @ObservedObject var state: BlurState

    var body: some View {
        Color.red.frame(width: 40, height: 40).blur(radius: state.isBlurred ? 10 : 0)
    }
}

/// A 40-pt red square in the middle of 120 × 120 points, blurred as asked.
private struct Square: View {
    let radius: CGFloat
    var opaque = false

    var body: some View {
        Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).blur(radius: radius, opaque: opaque)
            .frame(width: 120, height: 120)
    }
}

@MainActor
@Suite("blur(radius:opaque:): a Gaussian over the view's drawing")
struct BlurTests {
    let size = CGSize(width: 120, height: 120)

    @Test("A blur spreads the colour past the frame and softens its edge; none leaves the square sharp")
    func spreads() throws {
        let sharp = try #require(ViewPixels.image(of: Square(radius: 0), size: size))
        let blurred = try #require(ViewPixels.image(of: Square(radius: 10), size: size))
        // 4 pt outside the square's left edge (x = 40): white when sharp, reddened when blurred.
        #expect(sharp[36, 60].green == 255)
        #expect(blurred[36, 60].green < 200 && blurred[36, 60].red == 255)
        // Just inside the edge the blur has faded the red (half of it lies outside).
        #expect(sharp[41, 60].green == 0)
        #expect(blurred[41, 60].green > 60)
        // The middle stays red; far away stays white (the Gaussian's deviation is 5 pt: 30 pt is six of them).
        #expect(blurred[60, 60].green < 20)
        #expect(blurred[8, 60].green == 255)
    }

    @Test("An opaque blur stays inside the frame, its edges not fading")
    func opaque() throws {
        let image = try #require(ViewPixels.image(of: Square(radius: 10, opaque: true), size: size))
        #expect(image[36, 60].green == 255)
        #expect(image[41, 60].red == 255 && image[41, 60].green < 20)
    }

    @Test("The display list carries the blur; layout is the same as without it")
    func displayListAndLayout() {
        let window = TestWindow(size: size) { Text("Soft").blur(radius: 3) }
        #expect(window.displayList.dump().contains("blur r 3"))
        let plain = TestWindow(size: size) { Text("Soft") }
        #expect(window.frames(ofText: "Soft") == plain.frames(ofText: "Soft"))
    }

    @Test("The radius animates, and the frame at each step is repainted where the blur reaches")
    func animates() throws {
        let state = BlurState()
        let window = TestWindow(size: size) { BlurredOnCommand(state: state) }
        #expect(!window.displayList.dump().contains("blur"))
        withAnimation(.linear(duration: 1)) { state.isBlurred = true }
        window.advance(by: 0.5)
        let halfway = try #require(window.displayList.dump().firstMatch(of: /blur r ([\d.]+)/))
        let radius = try #require(Double(halfway.output.1))
        #expect(radius > 3 && radius < 7)
        window.advance(by: 1)
        #expect(window.displayList.dump().contains("blur r 10"))
    }

    @Test("Text and an emoji at three radii")
    func looks() {
        let window = TestWindow(size: CGSize(width: 300, height: 110)) {
            HStack(spacing: 24) {
                ForEach([0, 2, 6], id: \.self) { radius in
                    VStack(spacing: 8) {
                        Text("🐶").font(.system(size: 40))
                        Text("Blur \(radius)").font(.headline)
                    }
                    .blur(radius: CGFloat(radius))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        assertSnapshot(png: window.pngData())
    }
}
