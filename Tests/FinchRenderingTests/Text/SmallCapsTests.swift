import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// `Font.smallCaps()`, `lowercaseSmallCaps()`, `uppercaseSmallCaps()` and `monospacedDigit()`, measured and
/// drawn by Pango.
@MainActor @Suite("Small capitals and tabular digits as font modifiers")
struct SmallCapsTests {
    private func width<V: View>(_ view: V) -> CGFloat {
        ViewGraph(root: view, services: CairoBackend.shared.services).sizeThatFits(.unspecified).width
    }

    @Test("Small capitals change lower case (wider than lower case, narrower than capitals); capitals stay capitals")
    func smallCapitals() {
        let lower = width(Text("hello").font(.body))
        let capitals = width(Text("HELLO").font(.body))
        let small = width(Text("hello").font(.body.smallCaps()))
        #expect(small > lower + 1)
        #expect(small < capitals - 1)
        #expect(width(Text("hello").font(.body.lowercaseSmallCaps())) == small)
        // Capitals alone: all small capitals shrinks them; lowercase small caps leaves them.
        #expect(width(Text("HELLO").font(.body.smallCaps())) < capitals - 1)
        #expect(width(Text("HELLO").font(.body.lowercaseSmallCaps())) == capitals)
        // Both case-specific forms together are all small capitals.
        #expect(
            width(Text("Hello").font(.body.lowercaseSmallCaps().uppercaseSmallCaps()))
                == width(Text("Hello").font(.body.smallCaps())))
    }

    @Test("Font.monospacedDigit: 1111 as wide as 0000, as Text.monospacedDigit makes them")
    func tabularDigits() {
        #expect(width(Text("1111").font(.body)) < width(Text("0000").font(.body)) - 1)
        #expect(
            abs(width(Text("1111").font(.body.monospacedDigit())) - width(Text("0000").font(.body.monospacedDigit())))
                < 0.5)
        #expect(width(Text("1111").font(.body.monospacedDigit())) == width(Text("1111").monospacedDigit()))
    }

    @Test("The forms drawn (golden)")
    func drawn() {
        let window = TestWindow(size: CGSize(width: 260, height: 150)) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Chapter One").font(.title3)
                Text("Chapter One").font(.title3.smallCaps())
                Text("Chapter One").font(.title3.lowercaseSmallCaps())
                Text("Time 10:11").font(.title3.monospacedDigit())
            }
        }
        assertSnapshot(png: window.pngData())
    }
}
