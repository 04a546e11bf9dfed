#!/usr/bin/env python3
"""Checks that every test suite talking to a loopback HTTP server is listed in Tests/loopback-suites.txt.

`scripts/swift-test-passes.sh` runs the listed suites in a pass of their own (it says why); a suite
missing from the list still runs, in the first pass, where its held requests slow every other test.
A suite counts as talking to the server when its file names `LoopbackHTTPServer` or calls `server.url(`.
An argument names another tree to check (scripts/test-check-loopback-suites.sh gives it small ones).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
SUITE = re.compile(r"@Suite\b[^\n]*\n(?:\s*@\w+[^\n]*\n)*\s*(?:final\s+)?(?:struct|class)\s+(\w+)")
USES_SERVER = re.compile(r"LoopbackHTTPServer|server\.url\(")


def main() -> int:
    listed = {
        line.strip()
        for line in (ROOT / "Tests" / "loopback-suites.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    missing = []
    found = set()
    for path in sorted((ROOT / "Tests").rglob("*.swift")):
        text = path.read_text()
        if not USES_SERVER.search(text):
            continue
        for name in SUITE.findall(text):
            found.add(name)
            if name not in listed:
                missing.append(f"{path.relative_to(ROOT)}: suite {name} uses a loopback server")
    stale = sorted(listed - found)
    for line in missing:
        print(f"check-loopback-suites: {line} but is not in Tests/loopback-suites.txt", file=sys.stderr)
    for name in stale:
        print(f"check-loopback-suites: {name} is listed but no suite of that name uses the server", file=sys.stderr)
    return 1 if missing or stale else 0


if __name__ == "__main__":
    sys.exit(main())
