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
            flushBundleCaches()
        }
    }

    /// Foundation on Linux remembers a bundle's folder listing from its first resource lookup (any test
    /// that looked up an `Image("name")` in the main bundle), so a file added later is not found and the
    /// seed's `load` traps. CoreFoundation exports `_CFBundleFlushBundleCaches(CFBundleRef)` to forget it;
    /// no header declares it, so it is looked up at run time, and the main bundle's `CFBundle` is the
    /// `_bundleStorage` that swift-corelibs-foundation's `Bundle` keeps. Test-only: the seed's lookup stays
    /// as the seed wrote it.
    private static func flushBundleCaches() {
        let storage = Mirror(reflecting: Bundle.main).children.first { $0.label == "_bundleStorage" }?.value
        guard let storage else { return }
        // `_bundleStorage` is an optional object: its one child is the CFBundle.
        let optional = Mirror(reflecting: storage)
        guard optional.displayStyle == .optional, let wrapped = optional.children.first?.value,
            let symbol = dlsym(dlopen(nil, RTLD_NOW), "_CFBundleFlushBundleCaches")
        else { return }
        let bundle = wrapped as AnyObject
        typealias Flush = @convention(c) (UnsafeMutableRawPointer) -> Void
        unsafeBitCast(symbol, to: Flush.self)(Unmanaged.passUnretained(bundle).toOpaque())
    }
}

enum SeedBundleError: Error {
    case missingFixture
    case noMainBundle
}
