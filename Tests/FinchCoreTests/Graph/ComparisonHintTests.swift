import Foundation
import Testing

@testable import FinchCore

/// A type the graph compares in its own way says so itself (`ComparisonHinted.comparisonHint`), through
/// the protocols it conforms to: after the one runtime lookup of `ComparisonHinted`, the graph asks
/// nothing more about it (each further lookup of a new type scans every conformance in the process).
@MainActor
@Suite("A hinted type names its own comparison")
struct ComparisonHintTests {
    private func hint<T>(_ type: T.Type) -> ComparisonHint? {
        (T.self as? any ComparisonHinted.Type)?.comparisonHint
    }

    @Test("A binding compares in place, a state by its own comparison, an optional as an optional")
    func kinds() {
        var isInPlace = false
        if case .inPlace? = hint(Binding<Int>.self)?.comparison { isInPlace = true }
        var isGraph = false
        if case .graph? = hint(State<Int>.self)?.comparison { isGraph = true }
        var isOptional = false
        if case .optional? = hint(Int?.self)?.comparison { isOptional = true }
        #expect(isInPlace && isGraph && isOptional)
        #expect(hint(Binding<Int>.self)?.isAlwaysEvaluated == false)
    }

    @Test("A modifier's content placeholder is never reused; a user's view has no hint")
    func alwaysEvaluated() {
        let placeholder = hint(_ViewModifier_Content<EmptyModifier>.self)
        #expect(placeholder?.isAlwaysEvaluated == true)
        #expect(placeholder != nil && placeholder?.comparison == nil)
        #expect(hint(Text.self) == nil)
    }
}
