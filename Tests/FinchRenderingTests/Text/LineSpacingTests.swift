import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// `.lineSpacing(_:)` through Pango (`pango_layout_set_spacing`): the measurement and the drawing agree,
/// a wrapped text grows by spacing × (lines − 1), as SwiftUI's.
@MainActor @Suite("Line spacing in Pango's layouts: measured and drawn")
struct LineSpacingTests {
    private static let pangram = "The quick brown fox jumps over the lazy dog"
    let measurer = PangoTextMeasurer()

    private func request(spacing: CGFloat) -> TextLayoutRequest {
        var request = TextLayoutRequest(
            spans: Text(Self.pangram).spans(in: EnvironmentValues(), at: nil), maxWidth: 120)
        request.lineSpacing = spacing
        return request
    }

    @Test("Pango's layout is spacing × (lines − 1) taller; its last baseline moves down as much")
    func measured() {
        let plain = measurer.measure(request(spacing: 0))
        let spaced = measurer.measure(request(spacing: 10))
        #expect(plain.lineCount >= 3)
        #expect(spaced.lineCount == plain.lineCount)
        let gaps = CGFloat(plain.lineCount - 1)
        #expect(abs(spaced.size.height - plain.size.height - 10 * gaps) < 0.01)
        #expect(abs(spaced.lastBaseline - plain.lastBaseline - 10 * gaps) < 0.01)
        #expect(spaced.firstBaseline == plain.firstBaseline)
    }

    @Test("A view's text takes the extra height in layout, and draws its lines that far apart")
    func laidOutAndDrawn() throws {
        let plain = TestWindow(size: CGSize(width: 140, height: 160)) {
            Text(Self.pangram).frame(width: 120)
        }
        let spaced = TestWindow(size: CGSize(width: 140, height: 160)) {
            Text(Self.pangram).lineSpacing(10).frame(width: 120)
        }
        let lines = measurer.measure(request(spacing: 0)).lineCount
        let plainFrame = try #require(plain.frames(ofText: Self.pangram).first)
        let spacedFrame = try #require(spaced.frames(ofText: Self.pangram).first)
        #expect(abs(spacedFrame.height - plainFrame.height - 10 * CGFloat(lines - 1)) <= 1)
        assertSnapshot(png: spaced.pngData(), named: "pangram-spacing-10")
    }
}
