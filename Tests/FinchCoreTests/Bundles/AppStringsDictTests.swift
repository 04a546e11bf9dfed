import Foundation
import Testing

@testable import FinchCore

/// `Localizable.stringsdict` plural rules, as an app keeps them beside `Localizable.strings` in its
/// resource bundle, read as `Text("\(count) apples")` reads them on iOS.
@Suite("Plural rules in a .stringsdict")
struct AppStringsDictTests {
    private static func plural(_ forms: [String: String], valueType: String = "lld") -> String {
        "<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>"
            + forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
            + "</dict>"
    }

    private static let rules =
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
        <key>%lld apples</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@apples@</string>
        <key>apples</key>\(plural(["zero": "No apples", "one": "%lld apple", "other": "%lld apples"]))
        </dict>
        <key>%@ has %lld files in %lld folders</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%@ keeps %#@files@ in %#@folders@</string>
        <key>files</key>\(plural(["one": "%lld file", "other": "%lld files"]))
        <key>folders</key>\(plural(["one": "one folder", "other": "%lld folders"]))
        </dict>
        <key>%lld files in %lld folders</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%2$#@folders@ hold %1$#@files@</string>
        <key>files</key>\(plural(["one": "%lld file", "other": "%lld files"]))
        <key>folders</key>\(plural(["one": "One folder", "other": "%lld folders"]))
        </dict>
        <key>%lf%% done</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@done@</string>
        <key>done</key>\(plural(["one": "all done", "other": "%lf%% done"], valueType: "lf"))
        </dict>
        <key>broken</key><dict><key>no</key><string>format</string></dict>
        </dict></plist>
        """

    private static func makeLayout() throws -> URL {
        let files = [
            "Pkg_Fruit.resources/Info.plist":
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>"
                + "<key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>",
            "Pkg_Fruit.resources/en.lproj/Localizable.strings": "\"TITLE\" = \"Fruit Basket\";\n",
            "Pkg_Fruit.resources/en.lproj/Localizable.stringsdict": rules,
        ]
        let folder = try FileLayout.write(files, prefix: "finch-stringsdict")
        return folder
    }

    private func shown(_ key: LocalizedStringKey, with rules: AppStringsDict) -> String {
        key.segments(translatedBy: { name, numbers in rules.translation(of: name, numbers: numbers) })
            .map(\.string).joined()
    }

    @Test("A variable's form follows its number: one, other, and zero when the rule has it")
    func forms() throws {
        let rules = try #require(try AppStringsDict(rules: Self.rules))
        #expect(shown("\(1) apples", with: rules) == "1 apple")
        #expect(shown("\(3) apples", with: rules) == "3 apples")
        #expect(shown("\(0) apples", with: rules) == "No apples")
        // The value as the key wrote it, a literal percent sign after it.
        #expect(shown("\(0.5)% done", with: rules) == "0.500000% done")
        #expect(shown("\(1.0)% done", with: rules) == "all done")
        // A key the file does not have is shown as it is.
        #expect(shown("\(2) pears", with: rules) == "2 pears")
    }

    @Test("Several variables, numbered and not, each take the value at their place")
    func severalVariables() throws {
        let rules = try #require(try AppStringsDict(rules: Self.rules))
        let name = "Ada"
        #expect(shown("\(name) has \(1) files in \(4) folders", with: rules) == "Ada keeps 1 file in 4 folders")
        #expect(shown("\(name) has \(7) files in \(1) folders", with: rules) == "Ada keeps 7 files in one folder")
        // Numbered variables reorder the values, each form showing its own.
        #expect(shown("\(1) files in \(3) folders", with: rules) == "3 folders hold 1 file")
        #expect(shown("\(5) files in \(1) folders", with: rules) == "One folder hold 5 files")
    }

    @Test("A key a .stringsdict holds is never asked of Foundation, which crashes on it; the others still are")
    func foundationIsNotAsked() throws {
        let folder = try Self.makeLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundles = AppResourceBundles.bundles(in: [folder])
        #expect(AppStringTables.translation(of: "TITLE", in: bundles) == "Fruit Basket")
        #expect(AppStringTables.translation(of: "%lld apples", in: bundles) == nil)
        // An entry without a format is no plural rule, and still not asked of Foundation.
        #expect(AppStringTables.translation(of: "broken", in: bundles) == nil)
        #expect(bundles.first.map { AppStringTables.stringsDictKeys(of: $0) }?.contains("broken") == true)
    }

    @Test("A file that is not a property list is no rules")
    func notAPropertyList() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("finch-not-a-plist-\(UUID())")
        try Data("<plist><dict><key>".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(AppStringsDict(contentsOf: url) == nil)
    }
}

extension AppStringsDict {
    /// The rules of a `.stringsdict` with the text `rules`, read from a file as an app's are.
    fileprivate init?(rules: String) throws {
        let folder = try FileLayout.write(["Localizable.stringsdict": rules], prefix: "finch-stringsdict-file")
        defer { try? FileManager.default.removeItem(at: folder) }
        self.init(contentsOf: folder.appendingPathComponent("Localizable.stringsdict"))
    }
}
