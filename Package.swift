// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// Every Swift target treats warnings as errors; the package builds in Swift 6 mode.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The toolchain's `usr` folder, found from the `swiftc` on PATH (symlinks resolved), else /opt/swift's.
/// The macros build on the SwiftSyntax the toolchain ships prebuilt in `lib/swift/host`, as its own
/// plugins do, so no swift-syntax package is fetched.
let toolchain: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        let usr = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: usr.appendingPathComponent("lib/swift/host").path) {
            return usr.path
        }
    }
    return "/opt/swift/usr"
}()
let hostModules = toolchain + "/lib/swift/host"
let hostLibraries = [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling",
    "SwiftDiagnostics", "SwiftParser", "SwiftOperators", "SwiftBasicFormat",
]

let package = Package(
    name: "Finch",
    products: [
        .library(name: "Finch", targets: ["Finch"]),
        .library(name: "FinchTesting", targets: ["FinchTesting"]),
        // Xcode 15's asset symbols (`Image(.avatar)`, `Color.brand`) for a target's catalogs, on Linux.
        .plugin(name: "GenerateAssetSymbols", targets: ["GenerateAssetSymbols"]),
        // Linux has no Combine; this is the subset SwiftUI code uses (`import Combine` keeps working).
        .library(name: "Combine", targets: ["Combine"]),
        // `ListFormatter` and the other Foundation types Linux lacks, for a target's `-import-module` setting.
        .library(name: "FoundationAdditions", targets: ["FoundationAdditions"]),
        // Apple's location and map frameworks, as `import CoreLocation` / `import MapKit` name them; the map
        // draws GSHHG's geography offline from a committed tile archive.
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        // `import UniformTypeIdentifiers`, as on Apple platforms (Finch re-exports it, as SwiftUI does).
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        // `import CoreTransferable`: `Transferable` and its representations (Finch re-exports it too).
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        // Apple's module names, so an app written for iPhones builds unchanged: `import SwiftUI` is Finch with
        // Observation and Core Graphics, `import UIKit` Finch's UIKit names, `import CoreGraphics` the CG types.
        // A package depends on them on Linux only, e.g.
        // `.product(name: "SwiftUI", package: "Finch", condition: .when(platforms: [.linux]))`.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // Xcode 16's `import SwiftUICore`; also part of `SwiftUI`.
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // Frameworks apps import beside SwiftUI, each as honest as a desktop allows: no haptic engine
        // (`supportsHaptics` is false) and no biometrics or passcode (`canEvaluatePolicy` is false). Not
        // re-exported by `SwiftUI`: apps write `import CoreHaptics` / `import LocalAuthentication`, as on iOS.
        .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        // No sound out and no microphone in yet: AVPlayer plays silently, recording is denied, and Speech has no
        // recognizer (Apple's Scrumdinger tutorial builds and runs without its ding and transcript).
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "Speech", targets: ["Speech"]),
        // Unified logging as apps write it (`import OSLog` or `import os`: `Logger`, `os_log`), to standard error.
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "os", targets: ["os"]),
        // SwiftUI's photo picker: apps write `import PhotosUI`, as on iOS.
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .executable(name: "hello-finch", targets: ["HelloFinch"]),
        .executable(name: "finch-gallery", targets: ["Gallery"]),
        .executable(name: "hello-template", targets: ["HelloTemplate"]),
        .executable(name: "bill-splitter", targets: ["BillSplitter"]),
        .executable(name: "flag-quiz", targets: ["FlagQuiz"]),
        .executable(name: "todo-list", targets: ["ToDoList"]),
        .executable(name: "calculator", targets: ["Calculator"]),
        .executable(name: "expense-tracker", targets: ["ExpenseTracker"]),
        .executable(name: "flash-cards", targets: ["FlashCards"]),
        .executable(name: "weather-screen", targets: ["WeatherScreen"]),
        .executable(name: "habit-tracker", targets: ["HabitTracker"]),
        .executable(name: "navigation-demo", targets: ["NavigationDemo"]),
        .executable(name: "finch-monkey", targets: ["FinchMonkeyTool"]),
        .executable(name: "finch-save-loop", targets: ["SaveLoop"]),
        .executable(name: "memorize", targets: ["Memorize"]),
        .executable(name: "profile-image", targets: ["ProfileImage"]),
        .executable(name: "landmarks", targets: ["Landmarks"]),
        .executable(name: "emojiart", targets: ["EmojiArt"]),
        // A test-only window for the smoke test: text typed into it through GTK's input method.
        .executable(name: "finch-text-input-probe", targets: ["TextInputProbe"]),
        // A test-only window for `scripts/xvfb-pasteboard.sh`: UIPasteboard and Ctrl+V with another program.
        .executable(name: "finch-pasteboard-probe", targets: ["PasteboardProbe"]),
        .executable(name: "finch-appearance-probe", targets: ["AppearanceProbe"]),
        // A test-only window for the drag-and-drop test: a drop area and an emoji to drag out.
        .executable(name: "finch-drag-probe", targets: ["DragProbe"]),
        // A test-only document app for `scripts/window-document-test.sh`: a counter saved as JSON.
        .executable(name: "finch-document-probe", targets: ["DocumentProbe"]),
        // The Finch side of `scripts/bench-vs-gtk.sh`: a List of 10,000 Toggles, timed by the frame probe.
        .executable(name: "finch-list-bench", targets: ["FinchListBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CGdkPixbuf",
            pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]
        ),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // librsvg draws the desktop's symbolic icons for `Image(systemName:)`.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // Enchant 2 spells `UITextChecker`'s words, with Hunspell's dictionaries.
        .systemLibrary(
            name: "CEnchant", pkgConfig: "enchant-2", providers: [.apt(["libenchant-2-dev", "hunspell-en-us"])]),
        // Declares libdispatch's main-queue hooks, which Swift's Dispatch headers leave out on Linux.
        .systemLibrary(name: "CDispatchGlue"),
        // The one place for reflection on field metadata, loads at raw addresses and unchecked casts
        // (docs/unsafety.md); below Combine, which finds an object's `@Published` storage through it.
        .target(name: "FinchUnsafe", dependencies: ["CFinchSections"], swiftSettings: strict),
        // The bounds of the section `#Preview` records go to (header only).
        .systemLibrary(name: "CFinchSections"),
        // What `#Preview` and `@Entry` expand to, built against the toolchain's prebuilt SwiftSyntax. A plain
        // library, not part of the `.macro` target, so that its tests do not depend on a macro target: a test
        // that does makes SwiftPM build every test, and every library they use, a second time for the host.
        .target(
            name: "FinchMacroExpansions",
            swiftSettings: strict + [.unsafeFlags(["-I", hostModules])],
            linkerSettings: [
                .unsafeFlags(
                    ["-L", hostModules] + hostLibraries.map { "-l" + $0 }
                        + ["-Xlinker", "-rpath", "-Xlinker", hostModules])
            ]
        ),
        // The compiler plugin: its message loop, handing the compiler's requests to FinchMacroExpansions.
        .macro(
            name: "FinchMacros", dependencies: ["FinchMacroExpansions"],
            swiftSettings: strict + [.unsafeFlags(["-I", hostModules])],
            linkerSettings: [
                .unsafeFlags(
                    ["-L", hostModules] + hostLibraries.map { "-l" + $0 }
                        + ["-Xlinker", "-rpath", "-Xlinker", hostModules])
            ]
        ),
        .target(name: "Combine", dependencies: ["FinchUnsafe"], swiftSettings: strict),
        .target(name: "UniformTypeIdentifiers", swiftSettings: strict),
        // Combine for `CodableRepresentation`'s `TopLevelEncoder`, as Apple's takes it.
        .target(name: "CoreTransferable", dependencies: ["Combine", "UniformTypeIdentifiers"], swiftSettings: strict),
        .target(
            name: "FinchCore",
            dependencies: [
                "Combine", "FinchUnsafe", "UniformTypeIdentifiers", "CoreTransferable", "FoundationAdditions",
                "FinchMacros",
            ],
            swiftSettings: strict
        ),
        // Foundation's types that Linux's Foundation lacks; a target may import it into every file (README).
        .target(name: "FoundationAdditions", swiftSettings: strict),
        .target(name: "CoreLocation", swiftSettings: strict),
        .target(
            name: "MapKit", dependencies: ["FinchCore", "CoreLocation"], exclude: ["Resources/README.md"],
            // The GSHHG licence travels with its data.
            resources: [
                .copy("Resources/world.fmap"), .copy("Resources/LICENSE-GSHHG-LGPL-3.0.txt"),
                .copy("Resources/LICENSE-GPL-3.0.txt"),
            ], swiftSettings: strict),
        .target(
            name: "FinchCairo", dependencies: ["FinchCore", "FinchUnsafe", "CCairo", "CGdkPixbuf", "CRsvg"],
            swiftSettings: strict),
        .target(name: "FinchTesting", dependencies: ["FinchCore", "FinchCairo"], swiftSettings: strict),
        .target(
            name: "FinchGTK", dependencies: ["FinchCore", "FinchCairo", "CGtk", "CDispatchGlue"], swiftSettings: strict),
        .target(name: "Finch", dependencies: ["FinchCore", "FinchCairo", "FinchGTK"], swiftSettings: strict),
        // `CGAffineTransform` and `CGVector` are FinchCore's (its API takes them); the rest is Foundation's.
        .target(name: "CoreGraphics", dependencies: ["FinchCore", "_Testing_CoreGraphics"], swiftSettings: strict),
        // SwiftUI re-exports UIKit, as on iOS (a SwiftUI file uses `UITextChecker` with `import SwiftUI` alone).
        .target(
            name: "SwiftUI", dependencies: ["SwiftUICore", "Finch", "CoreGraphics", "UIKit"], swiftSettings: strict),
        .target(name: "SwiftUICore", dependencies: ["Finch", "CoreGraphics"], swiftSettings: strict),
        .target(
            name: "UIKit", dependencies: ["Finch", "CoreGraphics", "CEnchant", "_Testing_UIKit"], swiftSettings: strict),
        .target(name: "CoreHaptics", swiftSettings: strict),
        .target(name: "LocalAuthentication", swiftSettings: strict),
        .target(name: "AVFoundation", dependencies: ["FinchUnsafe"], swiftSettings: strict),
        .target(name: "Speech", dependencies: ["AVFoundation"], swiftSettings: strict),
        .target(name: "OSLog", dependencies: ["FinchUnsafe"], swiftSettings: strict),
        .target(name: "os", dependencies: ["OSLog"], swiftSettings: strict),
        .target(
            name: "PhotosUI", dependencies: ["Finch", "CoreTransferable", "UniformTypeIdentifiers"],
            swiftSettings: strict),
        // Swift Testing's cross-import overlays for `CoreGraphics` and `UIKit`, which its Linux toolchain lacks:
        // without them a test file importing `Testing` and either module does not compile (empty modules).
        .target(name: "_Testing_CoreGraphics", swiftSettings: strict),
        .target(name: "_Testing_UIKit", swiftSettings: strict),
        .testTarget(name: "FinchCoreTests", dependencies: ["FinchCore", "CoreTransferable"], swiftSettings: strict),
        .testTarget(name: "FinchUnsafeTests", dependencies: ["FinchUnsafe"], swiftSettings: strict),
        // The macros' expansions as text, through the toolchain's SwiftSyntax as the plugin itself is built.
        .testTarget(
            name: "FinchMacrosTests", dependencies: ["FinchMacroExpansions"],
            swiftSettings: strict + [.unsafeFlags(["-I", hostModules])],
            linkerSettings: [
                .unsafeFlags(
                    ["-L", hostModules] + hostLibraries.map { "-l" + $0 }
                        + ["-Xlinker", "-rpath", "-Xlinker", hostModules])
            ]
        ),
        .testTarget(
            name: "PlatformFrameworksTests",
            dependencies: [
                "CoreHaptics", "LocalAuthentication", "AVFoundation", "Speech", "UIKit", "SwiftUI", "PhotosUI",
                "OSLog", "os", "CoreLocation", "FinchTesting",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"], swiftSettings: strict),
        .testTarget(
            name: "MapKitTests",
            dependencies: ["MapKit", "CoreLocation", "Finch", "FinchTesting", "FinchCairo"],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "FinchRenderingTests",
            dependencies: ["Finch", "FinchTesting", "FinchCairo", "FinchCore", "FinchGTK"],
            exclude: [
                "__Snapshots__", "Navigation/__Snapshots__", "Controls/__Snapshots__", "Forms/__Snapshots__",
                "Presentations/__Snapshots__", "Samples/__Snapshots__", "Styles/__Snapshots__",
                "Pasteboard/__Snapshots__", "Search/__Snapshots__", "Appearance/__Snapshots__", "Text/__Snapshots__",
                "Lists/__Snapshots__", "Scrolling/__Snapshots__", "RealApps/__Snapshots__", "UIKit/__Snapshots__",
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        // Seed code typed as the seeds show it, with only `import SwiftUI` changed to `import Finch`.
        // Lecture 3 Memorize (seed 001); what needs ObservableObject, gestures or animation is left out.
        .testTarget(
            name: "SeedCompatibilityTests",
            dependencies: ["Finch", "FinchTesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        // Seed 000's EmojiArt helpers (the course's extension file, unchanged) and CS193p 2023's
        // `Transferable` enum, in Swift 5 mode as the course's projects are.
        .testTarget(
            name: "SeedCompatibilityEmojiArtTests",
            dependencies: ["Finch", "FinchTesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // CS193p 2020's EmojiArt after the seed (lectures 9–11: Combine autosave, the document store and
        // chooser, zooming and panning), apart from seed 000's target, whose types have the same names;
        // it shares the course's extension file with it. Swift 5 mode, as the course's projects are.
        .testTarget(
            name: "SeedCompatibilityEmojiArt2020Tests",
            dependencies: ["Finch", "FinchTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // CS193p 2023's EmojiArt (`Transferable` drops, `Emoji.Position`, `.onChange(of:)`'s two-value form).
        .testTarget(
            name: "SeedCompatibilityEmojiArt2023Tests",
            dependencies: ["Finch", "FinchTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A small app as written for iPhones, with `import SwiftUI`, `import UIKit` and `import CoreGraphics`
        // unchanged (only the test file imports FinchTesting).
        .testTarget(
            name: "SeedCompatibilityAppleModulesTests",
            dependencies: ["SwiftUI", "SwiftUICore", "UIKit", "CoreGraphics", "FinchTesting"],
            exclude: ["__Snapshots__"],
            // Read through `Bundle.main`, as an iOS app reads its own files (`MainBundleResourceTests`).
            resources: [.copy("Resources/main-bundle-note.txt"), .copy("Resources/main-bundle-swatch.png")],
            swiftSettings: strict
        ),
        // Lecture 6's `Cardify` and animatable `Pie` (seed 003), as the Memorize app has them; apart from
        // lecture 3's target, whose `Pie` has the same name.
        .testTarget(
            name: "SeedCompatibilityLecture6Tests",
            dependencies: ["MemorizeGame", "Finch", "FinchTesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        // Example programs: `make run APP=<product>` runs one in a window.
        .executableTarget(
            name: "HelloFinch", dependencies: ["Finch"], path: "Examples/HelloFinch", swiftSettings: strict),
        // Xcode 11's app template (`@main class AppDelegate`, a `SceneDelegate` making a `UIWindow` with a
        // `UIHostingController`), with `import UIKit` and `import SwiftUI` unchanged.
        .executableTarget(
            name: "HelloTemplate", dependencies: ["SwiftUI", "UIKit"], path: "Examples/Samples/HelloTemplate",
            swiftSettings: strict),
        // Small iOS 17 apps written as a learner writes them in Xcode, with `import SwiftUI` alone.
        .executableTarget(
            name: "BillSplitter", dependencies: ["SwiftUI"], path: "Examples/Samples/BillSplitter",
            swiftSettings: strict),
        .executableTarget(
            name: "FlagQuiz", dependencies: ["SwiftUI"], path: "Examples/Samples/FlagQuiz", swiftSettings: strict),
        .executableTarget(
            name: "ToDoList", dependencies: ["SwiftUI"], path: "Examples/Samples/ToDoList",
            // Kept as an Xcode project keeps it: its AccentColor is the app's accent (the bar's buttons).
            resources: [.process("Assets.xcassets")], swiftSettings: strict),
        .executableTarget(
            name: "Calculator", dependencies: ["SwiftUI"], path: "Examples/Samples/Calculator",
            swiftSettings: strict),
        .executableTarget(
            name: "ExpenseTracker", dependencies: ["SwiftUI"], path: "Examples/Samples/ExpenseTracker",
            swiftSettings: strict),
        .executableTarget(
            name: "FlashCards", dependencies: ["SwiftUI"], path: "Examples/Samples/FlashCards",
            swiftSettings: strict),
        .executableTarget(
            name: "HabitTracker", dependencies: ["SwiftUI"], path: "Examples/Samples/HabitTracker",
            swiftSettings: strict),
        .executableTarget(
            name: "WeatherScreen", dependencies: ["SwiftUI"], path: "Examples/Samples/WeatherScreen",
            swiftSettings: strict),
        // An app is a library of its views and models (tests and benchmarks use it) and a small executable.
        .target(
            name: "MemorizeGame", dependencies: ["Finch"], path: "Examples/Memorize/Game", swiftSettings: strict),
        .executableTarget(
            name: "Memorize", dependencies: ["MemorizeGame", "Finch"], path: "Examples/Memorize/App",
            swiftSettings: strict),
        .testTarget(
            name: "MemorizeTests",
            dependencies: ["MemorizeGame", "Finch", "FinchTesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        .target(
            name: "ProfileImageKit", dependencies: ["Finch"], path: "Examples/ProfileImage/Profile",
            swiftSettings: strict),
        .executableTarget(
            name: "ProfileImage", dependencies: ["ProfileImageKit", "Finch"], path: "Examples/ProfileImage/App",
            swiftSettings: strict),
        .testTarget(
            name: "ProfileImageTests",
            dependencies: ["ProfileImageKit", "Finch", "FinchTesting"],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        // Landmarks (seed 004 and the tutorial's other chapters); `landmarks-images` draws its pictures.
        .target(
            name: "LandmarksKit", dependencies: ["Finch", "MapKit"], path: "Examples/Landmarks/Kit",
            resources: [.process("Resources")], swiftSettings: strict),
        .executableTarget(
            name: "Landmarks", dependencies: ["LandmarksKit", "Finch"], path: "Examples/Landmarks/App",
            swiftSettings: strict),
        .executableTarget(
            name: "LandmarksImages", dependencies: ["Finch"], path: "Examples/Landmarks/Images",
            swiftSettings: strict),
        .testTarget(
            name: "LandmarksTests",
            dependencies: ["LandmarksKit", "Finch", "FinchTesting", "FinchCairo"],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        // Seed 004's Landmarks files as the seed shows them (the last step of each type).
        .testTarget(
            name: "SeedCompatibilityLandmarksTests",
            dependencies: ["Finch", "FinchTesting", "MapKit"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        // EmojiArt (seed 000 and CS193p's later lectures). Its library is in Swift 5 mode, as the course's
        // project is: the course's code hands `self` to background queues, which Swift 6 refuses.
        .target(
            name: "EmojiArtKit", dependencies: ["Finch"], path: "Examples/EmojiArt/Art",
            swiftSettings: strict + [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "EmojiArt", dependencies: ["EmojiArtKit"], path: "Examples/EmojiArt/App", swiftSettings: strict),
        .testTarget(
            name: "EmojiArtTests",
            dependencies: ["EmojiArtKit", "Finch", "FinchTesting", "FinchCairo"],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "TextInputProbe", dependencies: ["Finch"], path: "Examples/TextInputProbe", swiftSettings: strict),
        .executableTarget(
            name: "DragProbe", dependencies: ["Finch"], path: "Examples/DragProbe", swiftSettings: strict),
        .executableTarget(
            name: "DocumentProbe", dependencies: ["Finch"], path: "Examples/DocumentProbe", swiftSettings: strict),
        .executableTarget(
            name: "PasteboardProbe", dependencies: ["Finch"], path: "Examples/PasteboardProbe", swiftSettings: strict),
        .executableTarget(
            name: "AppearanceProbe", dependencies: ["Finch"], path: "Examples/AppearanceProbe", swiftSettings: strict),
        .executableTarget(
            name: "Gallery", dependencies: ["Finch"], path: "Examples/Gallery", swiftSettings: strict),
        .target(
            name: "NavigationDemoKit", dependencies: ["Finch"], path: "Examples/NavigationDemo/Kit",
            swiftSettings: strict),
        .executableTarget(
            name: "NavigationDemo", dependencies: ["NavigationDemoKit", "Finch"], path: "Examples/NavigationDemo/App",
            swiftSettings: strict),
        // The monkey (`make monkey`): a seeded random player of each app through the headless window, a
        // library the short runs in `MonkeyTests` share with the long runs of the `finch-monkey` tool; with
        // `--real-window` (`make monkey-window`) it runs the app in its GTK window and plays it through xdotool.
        .target(
            name: "FinchMonkey",
            dependencies: [
                "Finch", "FinchCore", "FinchCairo", "FinchGTK", "FinchTesting", "MemorizeGame", "ProfileImageKit",
                "LandmarksKit", "EmojiArtKit", "NavigationDemoKit",
            ],
            path: "Tools/Monkey/Kit", swiftSettings: strict),
        .executableTarget(
            name: "FinchMonkeyTool", dependencies: ["FinchMonkey"], path: "Tools/Monkey/App", swiftSettings: strict),
        .testTarget(name: "MonkeyTests", dependencies: ["FinchMonkey", "FinchTesting"], swiftSettings: strict),
        // Saves what the apps keep, round after round, for `scripts/kill-during-save.sh` to kill mid-write.
        .executableTarget(
            name: "SaveLoop", dependencies: ["Finch", "FinchCore", "FinchTesting", "EmojiArtKit", "LandmarksKit"],
            path: "Tools/SaveLoop", swiftSettings: strict),
        // Asset symbols: the names and source (a library, tested), the tool the plugin runs, the plugin.
        .target(name: "AssetSymbolGeneration", swiftSettings: strict),
        .executableTarget(
            name: "FinchAssetSymbols", dependencies: ["AssetSymbolGeneration"], path: "Tools/AssetSymbols",
            swiftSettings: strict),
        .plugin(name: "GenerateAssetSymbols", capability: .buildTool(), dependencies: ["FinchAssetSymbols"]),
        .testTarget(
            name: "AssetSymbolsTests", dependencies: ["Finch", "FinchCairo", "FinchTesting", "AssetSymbolGeneration"],
            resources: [.process("Assets.xcassets")], swiftSettings: strict,
            plugins: ["GenerateAssetSymbols"]),
        // Times a GTK window's frame clock from outside, the same way for Finch and the plain GTK program.
        .target(name: "FrameProbe", dependencies: ["CGtk"], path: "Benchmarks/FrameProbe"),
        .executableTarget(
            name: "FinchListBench", dependencies: ["Finch", "FrameProbe"], path: "Benchmarks/FinchListBench",
            swiftSettings: strict),
        .executableTarget(
            name: "FinchBenchmarks",
            // FinchTesting: the loopback HTTP server the AsyncImage grid loads from.
            dependencies: [
                "Finch", "FinchCairo", "FinchCore", "FinchTesting", "MemorizeGame", "MapKit", "LandmarksKit",
                "EmojiArtKit",
            ],
            path: "Benchmarks/FinchBenchmarks",
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
