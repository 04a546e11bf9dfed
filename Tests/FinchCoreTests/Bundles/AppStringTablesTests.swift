import Foundation
import Testing

@testable import FinchCore

/// A unit converter's string tables as SwiftPM lays them out in its resource bundle (`en.lproj` and
/// `vi.lproj` folders, an Info.plist naming English the development language), read as `Text("KEY")` reads
/// them.
@Suite("String tables in the app's resource bundles")
struct AppStringTablesTests {
    private static func makeLayout() throws -> URL {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>
            """
        let files = [
            "Pkg_Converter.resources/Info.plist": plist,
            "Pkg_Converter.resources/en.lproj/Localizable.strings":
                "\"APP_NAME\" = \"Unit Converter\";\n/* a comment */\n\"CHOOSE_UNIT\" = \"Choose a **unit**\";\n"
                + "\"Score: %lld\" = \"Points: **%lld**\";\n"
                + "\"%@ has %lld items\" = \"%2$lld things belong to %1$@\";\n"
                + "\"%lf%% done\" = \"%% done: %lf\";\n"
                + "\"Hello, %@!\" = \"Hi %@, %@!\";\n",
            "Pkg_Converter.resources/vi.lproj/Localizable.strings": "\"APP_NAME\" = \"Chuyển đổi\";\n",
            "Pkg_Other.resources/Info.plist": plist,
            "Pkg_Other.resources/data.json": "{}",
        ]
        let folder = try FileLayout.write(files, prefix: "finch-strings")
        return folder
    }

    @Test("A key a table has is translated; one it lacks is not; a bundle without a table is passed over")
    func translatesKeys() throws {
        let folder = try Self.makeLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundles = AppResourceBundles.bundles(in: [folder])
        #expect(
            bundles.filter(AppStringTables.hasTable).map(\.bundleURL.lastPathComponent) == ["Pkg_Converter.resources"])
        #expect(AppStringTables.translation(of: "APP_NAME", in: bundles) == "Unit Converter")
        #expect(AppStringTables.translation(of: "CHOOSE_UNIT", in: bundles) == "Choose a **unit**")
        #expect(AppStringTables.translation(of: "Hello", in: bundles) == nil)
    }

    @Test("A key with values is looked up as SwiftUI makes it, and the translation's specifiers show the values")
    func keysWithValues() throws {
        let folder = try Self.makeLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundles = AppResourceBundles.bundles(in: [folder])
        func shown(_ key: LocalizedStringKey) -> String {
            key.segments(translatedBy: { name, _ in AppStringTables.translation(of: name, in: bundles) })
                .map(\.string).joined()
        }
        let score = 42
        let key: LocalizedStringKey = "Score: \(score)"
        #expect(key.format == "Score: %lld")
        #expect(shown(key) == "Points: 42")
        // The Markdown of the translation styles the value.
        let styled = key.segments(translatedBy: { key, _ in AppStringTables.translation(of: key, in: bundles) })
        #expect(styled.last?.string == "42" && styled.last?.inline.bold == true)
        // Numbered specifiers reorder the values.
        let name = "Ada"
        #expect(shown("\(name) has \(3) items") == "3 things belong to Ada")
        // A literal percent is doubled in the key and a translation's `%%` is one percent sign.
        let ratio = 0.5
        let done: LocalizedStringKey = "\(ratio)% done"
        #expect(done.format == "%lf%% done")
        #expect(shown(done) == "% done: 0.500000")
        // More specifiers than values: the extra ones show nothing.
        #expect(shown("Hello, \(name)!") == "Hi Ada, !")
        // No table has it: the key with its values, as before.
        #expect(shown("Level \(score)") == "Level 42")
        // A key typed with a specifier and no value is looked up as it is, its specifier shown as typed.
        #expect(shown(LocalizedStringKey("Score: %lld")) == "Points: %lld")
    }

    @MainActor
    @Test("With no tables (these tests' own bundles) a key stays itself")
    func noTables() {
        #expect(AppStringTables.translation(of: "APP_NAME") == nil)
        #expect(Text("APP_NAME").plainString == "APP_NAME")
    }
}
