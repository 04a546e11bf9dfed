import Foundation
import Testing

@testable import FinchCore

/// `String(localized:)` (iOS 15's, which Linux's Foundation lacks) over a resource bundle with a table, a
/// `.stringsdict` and a table of another name, as an app keeps them.
@Suite("String(localized:) reads the app's tables")
struct StringLocalizedTests {
    static func makeBundle() throws -> (Bundle, URL) {
        let files = [
            "Pkg_Menu.resources/Info.plist":
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>"
                + "<key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>",
            "Pkg_Menu.resources/en.lproj/Localizable.strings":
                "\"TITLE\" = \"Today's **Menu**\";\n\"Score: %lld\" = \"Points: %lld\";\n"
                + "\"GREETING\" = \"Hello, %@!\";\n",
            "Pkg_Menu.resources/en.lproj/Menu.strings": "\"SOUP\" = \"Soup of the day\";\n",
            "Pkg_Menu.resources/en.lproj/Localizable.stringsdict":
                """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%lld apples</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@apples@</string>
            <key>apples</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%lld apple</string><key>other</key><string>%lld apples</string>
            </dict></dict></dict></plist>
            """,
        ]
        let folder = try FileLayout.write(files, prefix: "finch-localized")
        let bundle = try #require(AppResourceBundles.bundles(in: [folder]).first)
        return (bundle, folder)
    }

    @Test("A key is translated, its values written in, plural forms chosen; Markdown stays as typed")
    func translates() throws {
        let (bundle, folder) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(String(localized: "TITLE", bundle: bundle) == "Today's **Menu**")
        #expect(String(localized: "Score: \(42)", bundle: bundle) == "Points: 42")
        #expect(String(localized: "\(1) apples", bundle: bundle) == "1 apple")
        #expect(String(localized: "\(3) apples", bundle: bundle) == "3 apples")
        // No table has it: the key with its values written in.
        #expect(String(localized: "Missing \(5) pears", bundle: bundle) == "Missing 5 pears")
        #expect(String(localized: "Nothing here") == "Nothing here")
    }

    @Test("A key with a default value: the translation shows the default's values; else the default")
    func defaultValue() throws {
        let (bundle, folder) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "Ada"
        #expect(String(localized: "GREETING", defaultValue: "Hi \(name)", bundle: bundle) == "Hello, Ada!")
        #expect(String(localized: "FAREWELL", defaultValue: "Bye \(name)", bundle: bundle) == "Bye Ada")
    }

    @Test("Another table is looked up by its name")
    func otherTable() throws {
        let (bundle, folder) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(String(localized: "SOUP", table: "Menu", bundle: bundle) == "Soup of the day")
        #expect(String(localized: "SOUP", bundle: bundle) == "SOUP")
    }
}
