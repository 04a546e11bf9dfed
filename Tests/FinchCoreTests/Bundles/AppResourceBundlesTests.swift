import Foundation
import Testing

@testable import FinchCore

/// The resource bundles an app's executable has beside it, found in a folder laid out as SwiftPM lays
/// out a build (`<Package>_<Target>.resources`), which `Bundle.main`'s lookups and the asset catalogs
/// search after the main bundle.
@Suite("Resource bundles beside the executable")
struct AppResourceBundlesTests {
    /// A build folder: an executable, two targets' resource bundles (both with a `data.json`), an Apple
    /// `.bundle`, a plain folder and a file named like a bundle.
    private static func makeLayout() throws -> URL {
        let files = [
            "App": "#!/bin/sh\n",
            "Pkg_Zed.resources/data.json": "{\"from\": \"Zed\"}",
            "Pkg_App.resources/data.json": "{\"from\": \"App\"}",
            "Pkg_App.resources/Levels/one.txt": "level one",
            "Other_Kit.bundle/kit.txt": "kit",
            "Plain/data.json": "{\"from\": \"Plain\"}",
            "Stray.resources": "a file, not a bundle",
        ]
        let folder = try FileLayout.write(files, prefix: "finch-bundles")
        return folder
    }

    @Test("Only resource bundles are found, by name, each once however often their folder is given")
    func bundlesByName() throws {
        let folder = try Self.makeLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundles = AppResourceBundles.bundles(in: [folder, folder.appendingPathComponent(".")])
        #expect(
            bundles.map(\.bundleURL.lastPathComponent) == [
                "Other_Kit.bundle", "Pkg_App.resources", "Pkg_Zed.resources",
            ])
    }

    @Test("A lookup takes the first bundle, by name, that has the file, and reaches into subfolders")
    func firstBundleWins() throws {
        let folder = try Self.makeLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundles = AppResourceBundles.bundles(in: [folder])
        let data = try #require(
            AppResourceBundles.first(in: bundles) { $0.url(forResource: Optional("data"), withExtension: "json") })
        #expect(try String(contentsOf: data, encoding: .utf8) == "{\"from\": \"App\"}")
        let level = AppResourceBundles.first(in: bundles) {
            $0.path(forResource: Optional("one"), ofType: "txt", inDirectory: "Levels")
        }
        #expect(level.map { try? String(contentsOfFile: $0, encoding: .utf8) } == "level one")
        #expect(
            AppResourceBundles.first(in: bundles) { $0.url(forResource: Optional("none"), withExtension: "txt") } == nil
        )
    }

    @Test("A bundle other than the main one searches only itself, even with resource bundles inside it")
    func otherBundlesDoNotFallBack() throws {
        let folder = try Self.makeLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outer = try #require(Bundle(url: folder))
        // Finch's overloads (the name is a `String`): the resource bundles beside `outer` are not searched.
        #expect(outer.url(forResource: "data", withExtension: "json") == nil)
        #expect(outer.path(forResource: "kit", ofType: "txt") == nil)
        // Its own files are found as Foundation finds them.
        #expect(outer.url(forResource: "App", withExtension: nil)?.lastPathComponent == "App")
        let app = try #require(Bundle(url: folder.appendingPathComponent("Pkg_App.resources")))
        #expect(app.url(forResource: "one", withExtension: "txt", subdirectory: "Levels") != nil)
    }

    @Test("Only the app's bundles are kept: its own module's first, then those the program links")
    func ownedBundles() throws {
        let folder = try Self.makeLayout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundles = AppResourceBundles.bundles(in: [folder])
        let names = { (kept: [Bundle]) in kept.map(\.bundleURL.lastPathComponent) }
        // Another product's bundle in the same build folder (`Pkg_Zed`) is not the app's.
        let linkedKit = { (name: String) in name == "Other_Kit.bundle" }
        #expect(
            names(AppResourceBundles.owned(bundles, appModule: "App", linked: linkedKit)) == [
                "Pkg_App.resources", "Other_Kit.bundle",
            ])
        // No app noted (a test process): only what the program links.
        #expect(names(AppResourceBundles.owned(bundles, appModule: nil, linked: linkedKit)) == ["Other_Kit.bundle"])
        // A module's name is matched whole: `App` is not `Zed`'s suffix, `Ap` not `App`'s.
        #expect(names(AppResourceBundles.owned(bundles, appModule: "Ap", linked: { _ in false })).isEmpty)
        #expect(
            names(AppResourceBundles.owned(bundles, appModule: "Zed", linked: { _ in false })) == [
                "Pkg_Zed.resources"
            ])
    }
}
