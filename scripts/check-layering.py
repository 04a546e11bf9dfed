#!/usr/bin/env python3
"""Checks the one-way module rule of docs/architecture.md, and where unsafe code may be.

A module may import only the modules listed for it below (the modules above it in
architecture.md's table, plus toolchain modules). Fails on an upward or sideways
import, and when it finds no Swift sources to check (a broken scan must not pass).

Unsafe operations (docs/unsafety.md) live in FinchUnsafe: elsewhere, the spellings in UNSAFE fail
the check, and an `@exclusivity(unchecked)` property fails unless docs/unsafety.md's table lists its
file and name (a listed property that no longer has the attribute fails too, so the list stays true).
"""
import pathlib
import re
import sys

TOOLCHAIN = {"Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Observation",
             "Synchronization", "Glibc", "Musl", "Testing", "XCTest", "_Concurrency"}

# What each Finch module may import, besides the toolchain modules it is allowed.
ALLOWED = {
    # The runtime's reflection SPI is imported here and nowhere else (see UNSAFE below).
    # CFinchSections: the bounds of the section `#Preview` records are placed in.
    "FinchUnsafe": {"Swift", "Glibc", "CFinchSections"},  # Glibc: `malloc_usable_size` for memory figures, `/proc/self/maps` for `ProgramImage`
    # The compiler plugin for `#Preview`: the toolchain's prebuilt SwiftSyntax, nothing of Finch.
    "FinchMacroExpansions": {"SwiftSyntax", "SwiftSyntaxMacros"},
    "FinchMacros": {"FinchMacroExpansions", "SwiftSyntaxMacros", "SwiftCompilerPluginMessageHandling"},
    "Combine": {"FinchUnsafe", "Foundation", "FoundationEssentials", "FoundationNetworking", "Synchronization"},
    "CoreLocation": {"Foundation", "FoundationEssentials"},
    "UniformTypeIdentifiers": {"Foundation", "FoundationEssentials"},
    # Combine for `TopLevelEncoder`/`TopLevelDecoder`, which `CodableRepresentation` takes, as Apple's.
    "CoreTransferable": {"Combine", "UniformTypeIdentifiers", "Foundation", "FoundationEssentials"},
    # MapKit draws with FinchCore's public views only (no renderer, no host).
    "MapKit": {"FinchCore", "CoreLocation", "Foundation", "FoundationEssentials", "Synchronization"},
    # CoreFoundation: CFPreferences, where Linux's `UserDefaults.standard` keeps the values it cannot list.
    "FinchCore": {"Combine", "FinchUnsafe", "UniformTypeIdentifiers", "CoreTransferable", "FoundationAdditions", "Foundation",
                  "FoundationEssentials", "CoreFoundation",
                  "FoundationNetworking", "Observation", "Synchronization"},
    "FinchCairo": {"FinchCore", "FinchUnsafe", "CCairo", "CGdkPixbuf", "CRsvg"} | TOOLCHAIN - {"Testing", "XCTest"},
    "FinchGTK": {"FinchCore", "FinchCairo", "CGtk", "CDispatchGlue"} | TOOLCHAIN - {"Testing", "XCTest"},
    "FinchTesting": {"FinchCore", "FinchCairo"} | TOOLCHAIN,
    "Finch": {"FinchCore", "FinchCairo", "FinchGTK", "FinchTesting"} | TOOLCHAIN - {"Testing", "XCTest"},
    # Apple's module names (architecture.md, "Apple's module names"): CoreGraphics takes two types from
    # FinchCore; SwiftUI and UIKit re-export the umbrella.
    "CoreGraphics": {"FinchCore", "Foundation", "FoundationEssentials"},
    # Foundation's types Linux lacks, on Foundation alone.
    "FoundationAdditions": {"Foundation", "FoundationEssentials"},
    "SwiftUI": {"SwiftUICore", "Finch", "CoreGraphics", "UIKit", "Observation", "Foundation"},
    "SwiftUICore": {"Finch", "CoreGraphics", "Observation"},
    # UIKit's `UITextChecker` asks Enchant (CEnchant).
    "UIKit": {"Finch", "CoreGraphics", "CEnchant", "Foundation"},
    # SwiftUI's photo picker on the umbrella's picker views, as Apple's PhotosUI beside SwiftUI.
    "PhotosUI": {"Finch", "CoreTransferable", "UniformTypeIdentifiers", "Foundation"},
    # Frameworks beside SwiftUI, on Foundation alone.
    "CoreHaptics": {"Foundation"},
    "LocalAuthentication": {"Foundation", "Dispatch"},
    "AVFoundation": {"FinchUnsafe", "Foundation", "Synchronization"},
    "Speech": {"AVFoundation", "Foundation"},
    # Unified logging to standard error; `os` is Apple's other name for it.
    "OSLog": {"FinchUnsafe", "Foundation"},
    "os": {"OSLog"},
    # Empty stand-ins for Swift Testing's cross-import overlays, which Linux's toolchain lacks.
    "_Testing_CoreGraphics": set(),
    "_Testing_UIKit": set(),
    # The benchmarks time painting and layout directly, below the umbrella, and the apps' games.
    "FinchBenchmarks": {"Finch", "FinchCore", "FinchCairo", "FinchTesting", "MemorizeGame", "ProfileImageKit", "LandmarksKit", "MapKit",
                        "CoreLocation", "EmojiArtKit"}
    | TOOLCHAIN - {"Testing", "XCTest"},
    # The monkey (Tools/Monkey: its library and the `finch-monkey` tool) plays the apps through the test
    # window and reads the graph's census and phase rule (package API of FinchCore); its real-window mode
    # runs the app in the GTK host (FinchGTK's package API, FinchCairo's services) in the same process.
    "Monkey": {"Finch", "FinchCore", "FinchCairo", "FinchGTK", "FinchTesting", "FinchMonkey", "MemorizeGame",
               "ProfileImageKit", "LandmarksKit", "EmojiArtKit", "NavigationDemoKit"} | TOOLCHAIN - {"Testing", "XCTest"},
    # Tools/SaveLoop writes through the document controller's writer (package API) and checks with the test app.
    "SaveLoop": {"Finch", "FinchCore", "FinchTesting", "EmojiArtKit", "LandmarksKit"} | TOOLCHAIN - {"Testing", "XCTest"},
    # Asset symbols (the GenerateAssetSymbols plugin): the generation on Foundation alone, and its tool.
    "AssetSymbolGeneration": {"Foundation"},
    "AssetSymbols": {"AssetSymbolGeneration", "Foundation"},
    # The Finch side of scripts/bench-vs-gtk.sh: an app, and the C frame probe both sides share.
    "FinchListBench": {"Finch", "FrameProbe"} | TOOLCHAIN - {"Testing", "XCTest"},
}
# Apps and examples (Examples/*) see only the umbrella (and the test window), and an app its own library
# of views and models (Examples/Memorize: MemorizeGame; Examples/ProfileImage: ProfileImageKit); C targets
# have no Swift.
APP_ALLOWED = {"Finch", "FinchTesting", "Combine", "CoreLocation", "MapKit", "UniformTypeIdentifiers",
               "CoreTransferable", "SwiftUI", "SwiftUICore", "UIKit", "CoreGraphics", "PhotosUI", "AVFoundation",
               "Speech", "OSLog", "os"} | TOOLCHAIN - {"Testing", "XCTest"}
# The module that holds the audited unsafe operations, and the modules whose unsafety is C interop
# (callbacks and contexts handed to GTK, cairo and gdk-pixbuf, pixel buffers), outside its scope.
UNSAFE_HOME = "FinchUnsafe"
C_INTEROP = {"FinchCairo", "FinchGTK"}
# Files whose unsafety is ordinary buffer access, also outside its scope: a pixel buffer reads its own
# memory at bounds-checked offsets.
UNSAFE_EXEMPT = {"Sources/FinchCore/Images/PixelBuffer.swift"}
UNSAFE = ["@_spi(Reflection)", "_forEachField", "_openExistential", "unsafeBitCast", "unsafeDowncast",
          "assumingMemoryBound", "load(fromByteOffset", "withUnsafePointer(to", "Unmanaged"]
EXCLUSIVITY = re.compile(r"@exclusivity\(unchecked\)(?:\s+@\w+)*(?:\s+(?:private|fileprivate|internal|public|package|"
                         r"static|final|nonisolated|weak|unowned)(?:\((?:set|safe)\))?)*\s+(?:var|let)\s+(\w+)")
# An unowned reference whose target the runtime does not check (a plain pointer): as an unchecked
# exclusivity, only on a property docs/unsafety.md lists.
UNOWNED_UNSAFE = re.compile(r"unowned\(unsafe\)(?:\s+(?:private|fileprivate|internal|public|package|static|final|"
                            r"nonisolated)(?:\(set\))?)*\s+(?:var|let)\s+(\w+)")
# A row of docs/unsafety.md's tables: | `Sources/…/File.swift` | `property` | why |
LISTED = re.compile(r"^\|\s*`([^`]+\.swift)`\s*\|\s*`(\w+)`\s*\|")
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?"
                    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def modules(root: pathlib.Path):
    for folder in [root / "Sources", root / "Benchmarks", root / "Examples", root / "Tools"]:
        if not folder.is_dir():
            continue
        for module in sorted(p for p in folder.iterdir() if p.is_dir()):
            files = sorted(module.rglob("*.swift"))
            if files:
                yield module.name, files


def listed_exclusivity(root: pathlib.Path):
    doc = root / "docs" / "unsafety.md"
    if not doc.is_file():
        return set()
    return {(m.group(1), m.group(2)) for m in map(LISTED.match, doc.read_text(encoding="utf-8").splitlines()) if m}


def unsafe_problems(root: pathlib.Path, name: str, path: pathlib.Path, listed, found):
    problems = []
    relative = path.relative_to(root).as_posix()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        code = line.split("//", 1)[0]
        if name != UNSAFE_HOME and name not in C_INTEROP and relative not in UNSAFE_EXEMPT:
            for spelling in UNSAFE:
                if spelling in code:
                    problems.append(f"{relative}:{number}: `{spelling}` outside {UNSAFE_HOME} (docs/unsafety.md)")
        for attribute, pattern in (("@exclusivity(unchecked)", EXCLUSIVITY), ("unowned(unsafe)", UNOWNED_UNSAFE)):
            if attribute not in code:
                continue
            match = pattern.search(code)
            key = (relative, match.group(1) if match else "?")
            found.add(key)
            if key not in listed:
                problems.append(f"{relative}:{number}: `{attribute}` on `{key[1]}`, which docs/unsafety.md "
                                "does not list")
    return problems


# `Synchronization.Mutex` locks through a futex ThreadSanitizer cannot see on Linux, so `make sanitize`
# reports what it guards as a race whenever two threads meet in it (Tests/ThreadTooling/check.sh shows it):
# Finch's locked state is FinchUnsafe's `LockedValue` (a pthread mutex) or FinchTesting's `LockedState`.
MUTEX = re.compile(r"\bMutex\s*[<(]|:\s*Mutex\b")


def mutex_problems(root: pathlib.Path, path: pathlib.Path):
    relative = path.relative_to(root).as_posix()
    return [f"{relative}:{number}: `Mutex`, which ThreadSanitizer cannot see; lock with `LockedValue` (FinchUnsafe)"
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if MUTEX.search(line.split("//", 1)[0])]


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems = []
    checked = 0
    listed = listed_exclusivity(root)
    found = set()
    for name, files in modules(root):
        allowed = ALLOWED.get(name, APP_ALLOWED | {name + "Game", name + "Kit"})
        for path in files:
            checked += 1
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                match = IMPORT.match(line)
                if match and match.group(1) not in allowed:
                    problems.append(f"{path.relative_to(root)}:{number}: {name} may not import {match.group(1)}")
            problems.extend(unsafe_problems(root, name, path, listed, found))
            problems.extend(mutex_problems(root, path))
    if checked == 0:
        print("check-layering: found no Swift sources under Sources/, Benchmarks/ or Examples/; refusing to pass", file=sys.stderr)
        return 1
    for path, prop in sorted(listed - found):
        if (root / path).is_file():
            problems.append(f"docs/unsafety.md lists `{prop}` in {path}, which has no `@exclusivity(unchecked)` or `unowned(unsafe)` there")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-layering: {len(problems)} problem(s) with imports or unsafe code", file=sys.stderr)
        return 1
    print(f"check-layering: {checked} files follow the one-way module rule and keep unsafe code in {UNSAFE_HOME}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
