import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// A text's frame is never narrower than its measured line: Pango measures in 1/1024 pt, and a line
/// one unit past a whole point must take the next pixel, or it is drawn broken or ellipsized.
@MainActor @Suite("Text frames round measured widths up without cutting a Pango unit")
struct TextPixelCeilingTests {
    @Test("Inter Bold 34's \"Habits\" (108.001 pt) takes 109 pt and draws on one line, unellipsized")
    func widthOneUnitPastAPoint() throws {
        var request = TestRender.text("Habits")
        request.spans[0].font = ResolvedFont(family: "Inter", size: 34, weight: 700, italic: false)
        let natural = PangoTextMeasurer().measure(request).size.width
        // The case this pins: a width just past a whole point (else the font changed; the rule still holds).
        #expect(natural > 108 && natural < 108.01)
        let window = TestWindow(size: CGSize(width: 300, height: 100)) {
            Text("Habits").font(.system(size: 34, weight: .bold)).lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        window.advance(by: 0)
        let frame = try #require(window.layoutFrames(ofText: "Habits").first)
        #expect(frame.width >= natural)
        #expect(frame.width == 109)
        #expect(TextNode.ceilMeasured(108 + 1.0 / 1024, scale: 1) == 109)
        #expect(TextNode.ceilMeasured(108, scale: 1) == 108)
        #expect(TextNode.ceilMeasured(108 + 1.0 / 1024, scale: 2) == 108.5)
    }
}
