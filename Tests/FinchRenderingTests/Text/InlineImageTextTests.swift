import Finch
import FinchTesting
import Foundation
import Testing

/// Images written into a `Text`: `Text(Image(systemName:))`, `Text + Text(image)` and `"\(image)"`.
@MainActor
@Suite("Images inside Text are drawn inline, in the text's font and colour")
struct InlineImageTextTests {
    private static let size = CGSize(width: 320, height: 200)

    @Test("An interpolated symbol sits between the words on their baseline, sized as the letters")
    func interpolated() throws {
        let window = TestWindow(size: Self.size) {
            Text("Rated \(Image(systemName: "star.fill")) 4.5")
                .font(.title)
                .foregroundColor(.orange)
        }
        let rated = try #require(window.frames(ofText: "Rated ").first)
        let score = try #require(window.frames(ofText: " 4.5").first)
        // The symbol is between the two runs: a gap about the letters' height wide.
        let gap = score.minX - rated.maxX
        #expect(gap > 15 && gap < 40)
        #expect(abs(rated.midY - score.midY) < 1)
        assertSnapshot(png: window.pngData(), named: "rated")
    }

    @Test("Text(image) joins other text with +; a text without an image is one run as before")
    func concatenated() throws {
        let joined = TestWindow(size: Self.size) {
            Text(Image(systemName: "heart")) + Text(" Like")
        }
        let like = try #require(joined.frames(ofText: " Like").first)
        #expect(like.minX > 160 - like.width / 2 + 5)
        let plain = TestWindow(size: Self.size) { Text("Like") }
        #expect(plain.treeNodeCount < joined.treeNodeCount)
    }
}
