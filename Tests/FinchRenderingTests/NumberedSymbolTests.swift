import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCairo

/// SF Symbols' numbered marks, which learners' games build from numbers (`"\(n).circle"`): drawn by Finch
/// as outlined or filled circles and rounded squares around the number, 0 through 50.
@MainActor
@Suite("Numbered symbols (N.circle, N.square, .fill) are drawn")
struct NumberedSymbolTests {
    @Test("The names SF Symbols has are drawn; others are not")
    func names() {
        for name in ["0.circle", "7.square", "12.circle.fill", "50.square.fill"] {
            #expect(NumberedSymbols.svg(forSymbol: name) != nil, "\(name)")
            #expect(SymbolCatalog.has(name))
        }
        for name in ["51.circle", "-1.circle", "07.circle", "3.triangle", "3.circle.slash", "circle", "3"] {
            #expect(NumberedSymbols.svg(forSymbol: name) == nil, "\(name)")
        }
    }

    @Test("Drawn in the foreground colour, the number cut out of a filled one (golden)")
    func drawn() {
        let window = TestWindow(size: CGSize(width: 220, height: 60)) {
            HStack(spacing: 12) {
                Image(systemName: "3.circle")
                Image(systemName: "12.circle.fill").foregroundStyle(.red)
                Image(systemName: "7.square")
                Image(systemName: "42.square.fill").foregroundStyle(.green)
                Image(systemName: "arrow.counterclockwise")
            }
            .font(.largeTitle)
        }
        let symbols = window.displayList.dump().split(separator: "\n").filter { $0.contains("image symbol") }
        #expect(symbols.count == 5)
        assertSnapshot(png: window.pngData(), named: "numbered-symbols")
    }
}
