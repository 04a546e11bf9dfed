import FinchCairo
import FinchCore
import Foundation
import Testing

@Suite @MainActor struct PangoTextMeasurerTests {
    let measurer = PangoTextMeasurer()
    let sentence = "The quick brown fox jumps over the lazy dog and keeps running far away"

    @Test("Hello in Inter 17 has a plausible width and one line's height")
    func helloMetrics() {
        let result = measurer.measure(TestRender.text("Hello"))
        #expect(result.size.width > 38 && result.size.width < 45)
        #expect(result.size.height >= 20 && result.size.height <= 21.5)
        #expect(result.lineCount == 1)
        #expect(result.firstBaseline > 14 && result.firstBaseline < 18)
        #expect(result.lastBaseline == result.firstBaseline)
    }

    @Test("A long sentence wraps to several lines no wider than maxWidth")
    func wrapsAtMaxWidth() {
        var request = TestRender.text(sentence)
        request.maxWidth = 100
        let result = measurer.measure(request)
        #expect(result.lineCount >= 4)
        #expect(result.size.width <= 100)
        #expect(result.lastBaseline > result.firstBaseline)
        #expect(result.size.height > 60)
    }

    @Test("lineLimit 1 with maxWidth keeps one ellipsized line")
    func lineLimitOne() {
        var request = TestRender.text(sentence)
        request.maxWidth = 100
        request.lineLimit = 1
        let result = measurer.measure(request)
        #expect(result.lineCount == 1)
        #expect(result.size.width <= 100)
    }

    @Test("maxHeight keeps only the lines that fit")
    func maxHeightLimitsLines() {
        var request = TestRender.text(sentence)
        request.maxWidth = 100
        request.maxHeight = 45
        let result = measurer.measure(request)
        #expect(result.lineCount == 2)
        #expect(result.size.height <= 45)
    }

    @Test("An empty string is zero wide and one line high")
    func emptyString() {
        let empty = measurer.measure(TestRender.text(""))
        let hello = measurer.measure(TestRender.text("Hello"))
        #expect(empty.size.width == 0)
        #expect(empty.size.height == hello.size.height)
        let noSpans = measurer.measure(TextLayoutRequest(spans: []))
        #expect(noSpans.size.height == hello.size.height)
    }

    @Test("Spans in a bigger font make the paragraph taller and wider")
    func spansChangeFonts() {
        let big = ResolvedFont(family: "Inter", size: 34, weight: 700, italic: false)
        let request = TextLayoutRequest(spans: [
            TextSpan(string: "Größe ", font: TestRender.inter17, color: .black),
            TextSpan(string: "Big", font: big, color: TestRender.red),
        ])
        let mixed = measurer.measure(request)
        let plain = measurer.measure(TestRender.text("Größe Big"))
        #expect(mixed.size.height > plain.size.height)
        #expect(mixed.size.width > plain.size.width)
    }

    @Test("Measuring twice gives the same answer")
    func cachedAnswerIsStable() {
        let request = TestRender.text("Cache me 😀")
        #expect(measurer.measure(request) == measurer.measure(request))
        #expect(PangoTextMeasurer().measure(request) == measurer.measure(request))
    }
}
