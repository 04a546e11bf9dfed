import Finch
import Testing

// A calculator's key model as learners write it (the fifth real-app trial, docs/real-app-trials.md), in
// Swift 5 mode as its Xcode project builds: a nonisolated enum sizes its keys from `UIScreen.main.bounds`.
// It builds because `UIScreen`, like UIKit's classes as Swift sees them, is `@preconcurrency` main-actor
// isolated.
enum CalculatorKey {
    case digit(Int), zero

    var width: CGFloat {
        let key = (UIScreen.main.bounds.width - 5 * 12) / 4
        switch self {
        case .zero: return key * 2 + 12
        case .digit: return key
        }
    }
}

@MainActor
@Suite("A nonisolated Swift 5 model reads UIScreen.main.bounds")
struct CalculatorKeyWidthTests {
    @Test("Keys are a quarter of the 390-pt screen less the gaps; zero is two keys and a gap")
    func widths() {
        #expect(CalculatorKey.digit(7).width == 82.5)
        #expect(CalculatorKey.zero.width == 177)
    }
}
