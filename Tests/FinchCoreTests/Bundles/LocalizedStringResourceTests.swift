import Foundation
import Testing

@testable import FinchCore

/// `LocalizedStringResource` (iOS 16's, which Linux's Foundation lacks), resolved by `String(localized:)`
/// and `Text`, over the resource bundle `StringLocalizedTests` makes.
@Suite("LocalizedStringResource resolves as String(localized:) does")
struct LocalizedStringResourceTests {
    @Test("A literal or interpolation is its own key and default; values and plural forms written in")
    func literal() throws {
        let (bundle, folder) = try StringLocalizedTests.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = LocalizedStringResource.BundleDescription.atURL(bundle.bundleURL)
        let score = LocalizedStringResource("Score: \(42)", bundle: place)
        #expect(score.key == "Score: %lld")
        #expect(String(localized: score) == "Points: 42")
        #expect(String(localized: LocalizedStringResource("\(1) apples", bundle: place)) == "1 apple")
        let untranslated: LocalizedStringResource = "Nothing \(5) here"
        #expect(untranslated.key == "Nothing %lld here")
        #expect(String(localized: untranslated) == "Nothing 5 here")
        #expect(untranslated.bundle == .main && untranslated.table == nil)
    }

    @MainActor @Test("A key with a default value, another table, and Text showing the translation as it is")
    func keyAndDefault() throws {
        let (bundle, folder) = try StringLocalizedTests.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = LocalizedStringResource.BundleDescription.atURL(bundle.bundleURL)
        let name = "Ada"
        #expect(
            String(localized: LocalizedStringResource("GREETING", defaultValue: "Hi \(name)", bundle: place))
                == "Hello, Ada!")
        #expect(
            String(localized: LocalizedStringResource("FAREWELL", defaultValue: "Bye \(name)", bundle: place))
                == "Bye Ada")
        #expect(String(localized: LocalizedStringResource("SOUP", table: "Menu", bundle: place)) == "Soup of the day")
        let title = Text(LocalizedStringResource("TITLE", defaultValue: "Title", bundle: place))
        #expect(title.segments.map(\.string).joined() == "Today's **Menu**")
    }
}
