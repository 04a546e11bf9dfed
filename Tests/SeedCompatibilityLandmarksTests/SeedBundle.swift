import Foundation

/// Puts the seed's `landmarkData.json` where the seed's `load` looks: the main bundle.
///
/// On iOS the file ships inside the app; a test's main bundle is the folder of the test executable,
/// so the fixture is copied there (atomically, once) before the seed's `ModelData()` runs, instead of
/// changing the seed's `Bundle.main` lookup.
enum SeedBundle {
    static func install() throws {
        guard
            let fixture = Bundle.module.url(
                forResource: "landmarkData", withExtension: "json", subdirectory: "Fixtures")
        else { throw SeedBundleError.missingFixture }
        guard let folder = Bundle.main.resourceURL else { throw SeedBundleError.noMainBundle }
        let target = folder.appendingPathComponent("landmarkData.json")
        let data = try Data(contentsOf: fixture)
        if (try? Data(contentsOf: target)) != data {
            try data.write(to: target, options: .atomic)
        }
    }
}

enum SeedBundleError: Error {
    case missingFixture
    case noMainBundle
}
