import Foundation
import Testing

@testable import FinchCore

/// `ListFormatter`, which Linux's Foundation lacks: items joined as the locale writes a list.
@MainActor @Suite("ListFormatter joins items as a sentence does")
struct ListFormatterTests {
    @Test("Two and three strings, and none, in English as an iPhone writes them")
    func english() {
        let region = Locale.current.region?.identifier
        // Only where the process has no locale of its own (as on the test machines), else it is in use.
        guard region == nil || region == "001" else { return }
        #expect(ListFormatter.localizedString(byJoining: ["Paris", "Rome", "Tokyo"]) == "Paris, Rome, and Tokyo")
        #expect(ListFormatter.localizedString(byJoining: ["tea", "cake"]) == "tea and cake")
        #expect(ListFormatter.localizedString(byJoining: ["alone"]) == "alone")
        #expect(ListFormatter.localizedString(byJoining: []) == "")
    }

    @Test("The formatter's locale decides the pattern")
    func locale() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(from: ["Äpfel", "Birnen", "Pflaumen"]) == "Äpfel, Birnen und Pflaumen")
        formatter.locale = Locale(identifier: "en_GB")
        #expect(formatter.string(from: ["a", "b", "c"]) == "a, b and c")
    }

    @Test("Items are written by the item formatter, or as they describe themselves; not an array is nil")
    func items() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: [1, 2, 3]) == "1, 2, and 3")
        let numbers = NumberFormatter()
        numbers.numberStyle = .percent
        numbers.locale = Locale(identifier: "en_US")
        formatter.itemFormatter = numbers
        #expect(formatter.string(for: [0.25, 0.5]) == "25% and 50%")
        #expect(formatter.string(for: "not a list") == nil)
    }
}
