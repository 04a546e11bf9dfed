import Foundation
import Testing

@testable import FinchCore

/// `AttributedString(localized:)` (iOS 15 and 16's, which Linux's Foundation lacks), over the resource
/// bundle `StringLocalizedTests` makes.
@Suite("AttributedString(localized:) translates as String(localized:) and reads the Markdown")
struct AttributedStringLocalizedTests {
    @Test("A key's translation is looked up, its values written in and its Markdown read")
    func translated() throws {
        let (bundle, folder) = try StringLocalizedTests.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let score = AttributedString(localized: "Score: \(42)", bundle: bundle)
        #expect(String(score.characters) == "Points: 42")
        // "Today's **Menu**": the translation's Markdown is read, "Menu" strongly emphasised.
        let title = AttributedString(localized: "TITLE", defaultValue: "Title", bundle: bundle)
        #expect(String(title.characters) == "Today's Menu")
        let bold = title.runs.filter { $0.inlinePresentationIntent == .stronglyEmphasized }
        #expect(bold.map { String(title[$0.range].characters) } == ["Menu"])
    }

    @Test("An untranslated key is its own text, Markdown read; a resource resolves the same way")
    func untranslated() throws {
        let name = "Ada"
        let greeting = AttributedString(localized: "Hi *\(name)*")
        #expect(String(greeting.characters) == "Hi Ada")
        #expect(greeting.runs.contains { $0.inlinePresentationIntent == .emphasized })
        let resource = AttributedString(localized: LocalizedStringResource("Plain `code`"))
        #expect(String(resource.characters) == "Plain code")
        #expect(AttributedString.LocalizationOptions.applyReplacementIndexAttribute.rawValue == 1)
    }
}
