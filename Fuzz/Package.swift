// swift-tools-version: 6.2
import Foundation
import PackageDescription

// libFuzzer targets for Finch, a package of their own so that the main package's `swift build` and
// `swift test` never see them. `make fuzz` builds it with every module, Finch's included, compiled for
// AddressSanitizer and libFuzzer's coverage, and runs each target for a bounded time (docs/fuzzing.md).

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// libFuzzer without its `main` (the toolchain's clang runtime folder, found from the `swiftc` on PATH):
/// `FinchFuzz` has a `main` of its own that calls `LLVMFuzzerRunDriver`. Linking `-sanitize=fuzzer`
/// instead brings libFuzzer's `main`, which SwiftPM's `--defsym main=<module>_main` for executables
/// (and Finch's macro tool) collides with.
let fuzzerRuntime: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        let usr = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let clang = usr.appendingPathComponent("lib/clang")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: clang.path)) ?? []
        for version in versions.sorted().reversed() {
            let archive = clang.appendingPathComponent(version)
                .appendingPathComponent("lib/linux/libclang_rt.fuzzer_no_main-x86_64.a")
            if FileManager.default.fileExists(atPath: archive.path) { return archive.path }
        }
    }
    return "/opt/swift/usr/lib/clang/21/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a"
}()

let package = Package(
    name: "FinchFuzz",
    dependencies: [.package(name: "Finch", path: "..")],
    targets: [
        // EmojiArt's library, its sources through a symbolic link (an example's library is no product of
        // Finch's package); renamed so that it cannot clash with Finch's own `EmojiArtKit` target.
        .target(
            name: "FuzzEmojiArtKit", dependencies: [.product(name: "Finch", package: "Finch")],
            swiftSettings: strict + [.swiftLanguageMode(.v5)]),
        // The Landmarks model and views, through a symbolic link too.
        .target(
            name: "FuzzLandmarksKit",
            dependencies: [.product(name: "Finch", package: "Finch"), .product(name: "MapKit", package: "Finch")],
            resources: [.process("Resources")], swiftSettings: strict),
        // One libFuzzer executable; `FINCH_FUZZ_TARGET` picks the code each input is fed to.
        .executableTarget(
            name: "FinchFuzz",
            dependencies: [
                "FuzzEmojiArtKit", "FuzzLandmarksKit",
                .product(name: "Finch", package: "Finch"),
                .product(name: "FinchTesting", package: "Finch"),
                .product(name: "MapKit", package: "Finch"),
            ],
            swiftSettings: strict,
            linkerSettings: [.unsafeFlags([fuzzerRuntime, "-lstdc++"])]),
    ]
)
