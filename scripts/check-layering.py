#!/usr/bin/env python3
"""Checks the one-way module rule of docs/architecture.md.

A module may import only the modules listed for it below (the modules above it in
architecture.md's table, plus toolchain modules). Fails on an upward or sideways
import, and when it finds no Swift sources to check (a broken scan must not pass).
"""
import pathlib
import re
import sys

TOOLCHAIN = {"Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Observation",
             "Synchronization", "Glibc", "Musl", "Testing", "XCTest", "_Concurrency"}

# What each Finch module may import, besides the toolchain modules it is allowed.
ALLOWED = {
    "Combine": {"Swift", "Foundation", "FoundationEssentials", "Synchronization"},
    "CoreLocation": {"Foundation", "FoundationEssentials"},
    # MapKit draws with FinchCore's public views only (no renderer, no host).
    "MapKit": {"FinchCore", "CoreLocation", "Foundation", "FoundationEssentials"},
    "FinchCore": {"Swift", "Combine", "Foundation", "FoundationEssentials", "Observation", "Synchronization"},
    "FinchCairo": {"FinchCore", "CCairo", "CGdkPixbuf", "CRsvg"} | TOOLCHAIN - {"Testing", "XCTest"},
    "FinchGTK": {"FinchCore", "FinchCairo", "CGtk", "CDispatchGlue"} | TOOLCHAIN - {"Testing", "XCTest"},
    "FinchTesting": {"FinchCore", "FinchCairo"} | TOOLCHAIN,
    "Finch": {"FinchCore", "FinchCairo", "FinchGTK", "FinchTesting"} | TOOLCHAIN - {"Testing", "XCTest"},
    # The benchmarks time painting and layout directly, below the umbrella, and the apps' games.
    "FinchBenchmarks": {"Finch", "FinchCore", "FinchCairo", "MemorizeGame", "ProfileImageKit", "LandmarksKit", "MapKit",
                        "CoreLocation"}
    | TOOLCHAIN - {"Testing", "XCTest"},
    # The Finch side of scripts/bench-vs-gtk.sh: an app, and the C frame probe both sides share.
    "FinchListBench": {"Finch", "FrameProbe"} | TOOLCHAIN - {"Testing", "XCTest"},
}
# Apps and examples (Examples/*) see only the umbrella (and the test window), and an app its own library
# of views and models (Examples/Memorize: MemorizeGame; Examples/ProfileImage: ProfileImageKit); C targets
# have no Swift.
APP_ALLOWED = {"Finch", "FinchTesting", "Combine", "CoreLocation", "MapKit"} | TOOLCHAIN - {"Testing", "XCTest"}
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?"
                    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def modules(root: pathlib.Path):
    for folder in [root / "Sources", root / "Benchmarks", root / "Examples"]:
        if not folder.is_dir():
            continue
        for module in sorted(p for p in folder.iterdir() if p.is_dir()):
            files = sorted(module.rglob("*.swift"))
            if files:
                yield module.name, files


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems = []
    checked = 0
    for name, files in modules(root):
        allowed = ALLOWED.get(name, APP_ALLOWED | {name + "Game", name + "Kit"})
        for path in files:
            checked += 1
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                match = IMPORT.match(line)
                if match and match.group(1) not in allowed:
                    problems.append(f"{path.relative_to(root)}:{number}: {name} may not import {match.group(1)}")
    if checked == 0:
        print("check-layering: found no Swift sources under Sources/, Benchmarks/ or Examples/; refusing to pass", file=sys.stderr)
        return 1
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-layering: {len(problems)} import(s) break the one-way module rule", file=sys.stderr)
        return 1
    print(f"check-layering: {checked} files follow the one-way module rule")
    return 0


if __name__ == "__main__":
    sys.exit(main())
