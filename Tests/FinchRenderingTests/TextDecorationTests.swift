import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Lines through and under text, letter spacing, a raised baseline and tabular digits, on a `Text` and
/// on the views around it, as SwiftUI's `strikethrough`, `underline`, `kerning`, `tracking`,
/// `baselineOffset` and `monospacedDigit` (iOS 16 added the view forms).
@MainActor @Suite("Text decoration and spacing")
struct TextDecorationTests {
    let measurer = PangoTextMeasurer()

    private func spans(_ text: Text, in environment: EnvironmentValues = EnvironmentValues()) -> [TextSpan] {
        text.spans(in: environment, at: nil)
    }

    private func width(_ text: Text) -> CGFloat {
        var request = TestRender.text("")
        request.spans = spans(text)
        return measurer.measure(request).size.width
    }

    @Test("A text's own lines resolve with their colours; a line with no colour takes the text's")
    func linesResolve() {
        let decoration = spans(Text("Sale").strikethrough().underline(color: .red))[0].decoration
        #expect(decoration.strikethrough == TextDecoration.Line(color: nil))
        #expect(decoration.underline == TextDecoration.Line(color: Color.red.resolve(in: EnvironmentValues())))
        #expect(spans(Text("Plain"))[0].decoration.isPlain)
    }

    @Test("The views around set lines for the texts inside; a text's own false turns its line off")
    func environmentLines() {
        var environment = EnvironmentValues()
        environment.textDecoration.strikethrough = .on(.single)
        #expect(spans(Text("Done"), in: environment)[0].decoration.strikethrough != nil)
        #expect(spans(Text("Kept").strikethrough(false), in: environment)[0].decoration.strikethrough == nil)
    }

    @Test("Text + Text keeps each part's decoration")
    func concatenationKeepsParts() {
        let parts = spans(Text("old ").strikethrough() + Text("new").underline())
        #expect(parts[0].decoration.strikethrough != nil && parts[0].decoration.underline == nil)
        #expect(parts[1].decoration.strikethrough == nil && parts[1].decoration.underline != nil)
    }

    @Test("tracking and kerning add up to Pango's letter spacing; negative spacing narrows")
    func spacingChangesWidth() {
        let plain = width(Text("Hello"))
        let tracked = width(Text("Hello").tracking(4))
        let both = width(Text("Hello").tracking(4).kerning(2))
        let tight = width(Text("Hello").kerning(-1))
        #expect(spans(Text("Hello").tracking(4).kerning(2))[0].decoration.letterSpacing == 6)
        // Pango adds the spacing after every character but the last (a space between five letters is
        // four gaps), within a point of rounding.
        #expect(abs(tracked - plain - 16) <= 1.5)
        #expect(abs(both - plain - 24) <= 1.5)
        #expect(tight < plain - 3)
    }

    @Test("monospacedDigit makes every digit as wide as every other")
    func tabularDigits() {
        let ones = width(Text("1111").monospacedDigit())
        let eights = width(Text("8888").monospacedDigit())
        #expect(abs(ones - eights) < 0.5)
    }

    @Test("A strikethrough is a line across the middle of the text; an underline sits below its letters")
    func linesAreDrawn() throws {
        let size = CGSize(width: 120, height: 40)
        let plain = try #require(ViewPixels.image(of: Text("Mmmm").font(.system(size: 24)), size: size))
        let struck = try #require(
            ViewPixels.image(of: Text("Mmmm").font(.system(size: 24)).strikethrough(color: .red), size: size))
        let underlined = try #require(
            ViewPixels.image(of: Text("Mmmm").font(.system(size: 24)).underline(color: .red), size: size))
        let plainRed = redRows(plain)
        let struckRed = redRows(struck)
        let underRed = redRows(underlined)
        #expect(plainRed.isEmpty)
        let inkRows = (0..<plain.height).filter { y in (0..<plain.width).contains { plain[$0, y].red < 128 } }
        let (inkTop, inkBottom) = (try #require(inkRows.min()), try #require(inkRows.max()))
        // The strikethrough crosses the letters' middle; the underline is below their feet.
        #expect(try #require(struckRed.min()) > inkTop && (struckRed.max() ?? 0) < inkBottom)
        #expect(try #require(underRed.min()) > inkBottom)
    }

    @Test("On a stack, .strikethrough() draws through every text inside but one that turns it off")
    func viewFormReachesTexts() throws {
        let view = VStack(spacing: 10) {
            Text("Mmmm")
            Text("Mmmm").strikethrough(false)
        }
        .font(.system(size: 24))
        .strikethrough(color: .red)
        let image = try #require(ViewPixels.image(of: view, size: CGSize(width: 120, height: 90)))
        let rows = redRows(image)
        #expect(!rows.isEmpty && (rows.max() ?? 90) < 45)
    }

    @Test("baselineOffset raises the letters by that many points off their baseline")
    func baselineOffsetRaises() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 30) {
            Text("M")
            Text("M").baselineOffset(6)
        }
        let image = try #require(ViewPixels.image(of: view, size: CGSize(width: 120, height: 60)))
        let left = try #require(inkTop(image, toX: 60))
        let right = try #require(inkTop(image, fromX: 60))
        #expect(abs((left - right) - 6) <= 1)
    }

    @Test("Decorated text renders as SwiftUI draws it")
    func snapshot() {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("Struck through").strikethrough()
            Text("Underlined in blue").underline(color: .blue)
            Text("Tracked").tracking(6)
            Text("H") + Text("2").baselineOffset(-4).font(.caption) + Text("O")
            Text("0123456789").monospacedDigit()
        }
        assertSnapshot(of: view, size: CGSize(width: 200, height: 150))
    }

    private func redRows(_ image: PixelImage) -> [Int] {
        (0..<image.height).filter { y in
            (0..<image.width).contains { x in
                let pixel = image[x, y]
                // A one-pixel line may straddle two rows, each half covered: pink, not red.
                return pixel.red > 200 && pixel.red - pixel.green > 60 && pixel.red - pixel.blue > 60
            }
        }
    }

    private func inkTop(_ image: PixelImage, fromX: Int = 0, toX: Int? = nil) -> Int? {
        let columns = fromX..<(toX ?? image.width)
        return (0..<image.height).first { y in columns.contains { image[$0, y].red < 128 } }
    }
}
