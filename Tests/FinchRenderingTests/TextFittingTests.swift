import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// `.minimumScaleFactor`, `.allowsTightening`, `.textCase` and `.fontWeight`: what a text does when it
/// does not fit, and the case and weight the views around set.
@MainActor @Suite("Text: shrinking, tightening, case and weight")
struct TextFittingTests {
    private let sentence = "A line that is far too long"

    /// The text runs drawn when `view` is laid out in `size`.
    private func drawnSpans<V: View>(_ view: V, size: CGSize) -> [TextSpan] {
        let window = TestWindow(size: size) {
            view.frame(width: size.width, height: size.height, alignment: .topLeading)
        }
        return window.textRuns.flatMap(\.layout.spans)
    }

    private func size<V: View>(_ view: V, width: CGFloat) -> CGSize {
        ViewGraph(root: view, services: CairoBackend.shared.services)
            .sizeThatFits(ProposedViewSize(width: width, height: nil))
    }

    @Test("A line that does not fit its width shrinks, no further than the factor, to the largest size that fits")
    func shrinksToFit() throws {
        let text = Text(sentence).font(.system(size: 20)).lineLimit(1)
        let natural = size(text, width: 1_000)
        let shrunk = try #require(drawnSpans(text.minimumScaleFactor(0.5), size: CGSize(width: 200, height: 60)).first)
        #expect(shrunk.font.size < 20 && shrunk.font.size >= 10)
        // The whole line fits the width at that size, with little room to spare.
        let measured = CairoBackend.shared.services.textMeasurer.measure(TextLayoutRequest(spans: [shrunk]))
        #expect(measured.size.width <= 200 && measured.size.width > 190)
        #expect(abs(shrunk.font.size - 20 * 200 / natural.width) < 0.5)
        #expect(size(text.minimumScaleFactor(0.5), width: 200).height < natural.height)
    }

    @Test("Text that fits, or may not shrink, keeps its size; past the factor it stops shrinking and truncates")
    func shrinkLimits() throws {
        let text = Text(sentence).font(.system(size: 20)).lineLimit(1)
        let fitting = drawnSpans(text.minimumScaleFactor(0.5), size: CGSize(width: 400, height: 60))
        #expect(fitting.first?.font.size == 20)
        #expect(drawnSpans(text, size: CGSize(width: 200, height: 60)).first?.font.size == 20)
        let floor = drawnSpans(text.minimumScaleFactor(0.8), size: CGSize(width: 100, height: 60))
        #expect(floor.first?.font.size == 16)
    }

    @Test("Wrapped text shrinks when its lines do not fit the height")
    func shrinksToHeight() throws {
        let text = Text("One two three four five six seven eight").font(.system(size: 20)).minimumScaleFactor(0.3)
        let spans = drawnSpans(text, size: CGSize(width: 120, height: 40))
        let span = try #require(spans.first)
        #expect(span.font.size < 20)
        let measured = CairoBackend.shared.services.textMeasurer.measure(
            TextLayoutRequest(spans: [span], maxWidth: 120))
        #expect(measured.size.height <= 40)
    }

    @Test("allowsTightening draws letters closer by 5 % of the size before shrinking; text that fits is untouched")
    func tightening() throws {
        let natural = size(Text(sentence).font(.system(size: 20)), width: 1_000).width
        let text = Text(sentence).font(.system(size: 20)).lineLimit(1).allowsTightening(true)
        let tight = try #require(drawnSpans(text, size: CGSize(width: natural - 10, height: 40)).first)
        #expect(tight.decoration.letterSpacing == -1 && tight.font.size == 20)
        let loose = try #require(drawnSpans(text, size: CGSize(width: natural + 10, height: 40)).first)
        #expect(loose.decoration.letterSpacing == 0)
        // Tightened and still too wide, it then shrinks.
        let both = try #require(drawnSpans(text.minimumScaleFactor(0.5), size: CGSize(width: 150, height: 40)).first)
        #expect(both.font.size < 20 && both.decoration.letterSpacing < 0)
    }

    @Test("minimumScaleFactor is clamped to 0.01…1 and read from the environment")
    func environmentValues() {
        var environment = EnvironmentValues()
        #expect(environment.minimumScaleFactor == 1 && !environment.allowsTightening)
        environment.minimumScaleFactor = 4
        #expect(environment.minimumScaleFactor == 1)
        environment.minimumScaleFactor = -1
        #expect(environment.minimumScaleFactor == 0.01)
    }

    @Test(".textCase on any view sets the case of its texts, Markdown and values included; nil keeps them")
    func textCase() {
        let name = "ada"
        let view = VStack {
            Text("Hello **\(name)**")
            Text("Kept").textCase(nil)
        }
        .textCase(.uppercase)
        let strings = drawnSpans(view, size: CGSize(width: 200, height: 100)).map(\.string)
        #expect(strings == ["HELLO ", "ADA", "Kept"])
        #expect(
            drawnSpans(Text("MiXeD").textCase(.lowercase), size: CGSize(width: 200, height: 40)).map(\.string) == [
                "mixed"
            ])
    }

    @Test(".fontWeight on a view weighs the texts inside; a text's own weight wins")
    func fontWeight() {
        let view = VStack {
            Text("Light")
            Text("Heavy").fontWeight(.heavy)
        }
        .fontWeight(.light)
        let weights = drawnSpans(view, size: CGSize(width: 200, height: 100)).map(\.font.weight)
        #expect(weights == [300, 800])
    }

    @Test("Font.width and .fontWidth are kept on the font; every width draws as the standard one")
    func fontWidth() {
        #expect(Font.body.width(.condensed) != Font.body)
        #expect(Font.body.width(.standard) == Font.body)
        #expect(Font.Width.expanded.value > 0 && Font.Width.compressed.value < Font.Width.condensed.value)
        let condensed = Text("Narrow").fontWidth(.condensed).spans(in: EnvironmentValues(), at: nil)
        #expect(condensed[0].font == Text("Narrow").spans(in: EnvironmentValues(), at: nil)[0].font)
    }
}
