import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// `.monospaced()` and `.fontDesign(_:)` on a text and on a view: what they change in the drawn text.
@MainActor @Suite("Font designs: monospaced and serif text measured and drawn in their faces")
struct FontDesignTests {
    private func width<V: View>(_ view: V) -> CGFloat {
        ViewGraph(root: view, services: CairoBackend.shared.services).sizeThatFits(.unspecified).width
    }

    @Test("Monospaced: every character as wide (iiii as wide as MMMM), on a Text, a view or through fontDesign")
    func monospaced() {
        #expect(width(Text("iiii")) < width(Text("MMMM")) * 0.6)
        #expect(abs(width(Text("iiii").monospaced()) - width(Text("MMMM").monospaced())) < 0.5)
        #expect(abs(width(Text("iiii").fontDesign(.monospaced)) - width(Text("MMMM").fontDesign(.monospaced))) < 0.5)
        #expect(abs(width(VStack { Text("iiii") }.monospaced()) - width(VStack { Text("MMMM") }.monospaced())) < 0.5)
        #expect(
            abs(
                width(Text("iiii").font(.system(size: 17, design: .monospaced)))
                    - width(Text("MMMM").font(.body.monospaced())))
                < 0.5)
    }

    @Test("Serif draws in another face than the default: the same word measures differently")
    func serif() {
        #expect(width(Text("Typography").fontDesign(.serif)) != width(Text("Typography")))
        #expect(
            width(Text("Typography").fontDesign(.serif))
                == width(Text("Typography").font(.system(size: 17, design: .serif))))
    }
}
