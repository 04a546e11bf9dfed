import Foundation
import Testing

@testable import FinchCore

/// A unit converter's string tables as SwiftPM lays them out in its resource bundle (`en.lproj` and
/// `vi.lproj` folders, an Info.plist naming English the development language), read as `Text("KEY")` reads
/// them.
@Suite("String tables in the app's resource bundles")
struct AppStringTablesTests {
    private static func makeLayout() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-strings-\(UUID())")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>
            """
        let files = [
            "Pkg_Converter.resources/Info.plist": plist,
            "Pkg_Converter.resources/en.lproj/Localizable.strings":
                "\"APP_NAME\" = \"Unit Converter\";\n/* a comment */\n\"CHOOSE_UNIT\" = \"Choose a **unit**\";\n",
            "Pkg_Converter.resources/vi.lproj/Localizable.strings": "\"APP_NAME\" = \"Chuyển đổi\";\n",
            "Pkg_Other.resources/Info.plist": plist,
            "Pkg_Other.resources/data.json": "{}",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
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

    @MainActor
    @Test("With no tables (these tests' own bundles) a key stays itself")
    func noTables() {
        #expect(AppStringTables.translation(of: "APP_NAME") == nil)
        #expect(Text("APP_NAME").plainString == "APP_NAME")
    }
}
