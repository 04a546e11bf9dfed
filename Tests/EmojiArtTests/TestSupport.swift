import Finch
import FinchTesting
import Foundation
import Testing

/// Waits (no sleeping) until `condition` holds, moving `window`'s virtual clock a frame per turn so its
/// changes are drawn, for at most `seconds` of real time: item-provider loads and fetches finish on
/// background queues and reach the view through the main queue, which runs while this waits.
@MainActor
func waitUntil(_ what: String, in window: TestWindow? = nil, seconds: Double = 60, _ condition: () -> Bool) async {
    let held = await MainQueue.wait(seconds: seconds, eachTurn: { window?.advance(by: 1.0 / 60) }, until: condition)
    if !held { Issue.record("\(what) did not happen within \(seconds) s") }
}

/// Test pictures, drawn by Finch.
@MainActor
enum TestPictures {
    /// A `width` × `height` PNG: a sky-blue field with a green hill and a yellow sun, so a golden shows
    /// where the picture is and how it is scaled.
    static func landscape(width: CGFloat = 200, height: CGFloat = 120) -> Data {
        let view = ZStack(alignment: .bottom) {
            Color(red: 0.55, green: 0.78, blue: 0.95)
            Ellipse().fill(Color(red: 0.3, green: 0.65, blue: 0.3)).frame(width: width * 1.4, height: height * 0.6)
                .offset(y: height * 0.3)
            Circle().fill(Color.yellow).frame(width: height * 0.3, height: height * 0.3)
                .offset(x: width * 0.25, y: -height * 0.6)
        }
        .frame(width: width, height: height)
        .clipped()
        return ImageRenderer(content: view).pngData() ?? Data()
    }

    /// A PNG of `width` × `height` opaque pixels of noise, which does not compress: about four bytes a
    /// pixel, for a picture large in bytes.
    static func noise(width: Int, height: Int) -> Data {
        var state: UInt32 = 2_463_534_242
        let bytes = (0..<(width * height * 4)).map { index -> UInt8 in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return index % 4 == 3 ? 0xFF : UInt8(truncatingIfNeeded: state)  // alpha opaque
        }
        let pixels = PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes)
        return pixels.flatMap { UIImage(pixelBuffer: $0).pngData() } ?? Data()
    }

    /// A plain red PNG of the given size.
    static func red(width: CGFloat, height: CGFloat) -> Data {
        ImageRenderer(content: Color.red.frame(width: width, height: height)).pngData() ?? Data()
    }
}

/// A fresh folder under the temporary directory, for images a test stores.
func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "EmojiArtTests-\(UUID().uuidString)", isDirectory: true)
}
