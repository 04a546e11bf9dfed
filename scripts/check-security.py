#!/usr/bin/env python3
"""Checks issue 27's security rules that a reading of the code can check (docs/architecture.md, "Bounds
and security"):

- nothing is ever handed to a shell in Finch, its apps or its tools: no `system`, `popen`, shell path,
  `sh -c` or GLib command-line spawn in Sources, Examples or Tools (the gallery starts the apps it lists
  with `Process` on their executables, no shell between; URLs go to the desktop through GIO, which
  `URLOpeners` limits to http, https and file);
- the servers tests and benchmarks start listen on the loopback address only: no `INADDR_ANY`,
  `0.0.0.0` or `in6addr_any` in Sources, Tests, Benchmarks or the Python peers in scripts/.

Fails when it finds no source at all (a broken scan must not pass).
"""
import pathlib
import re
import sys

SHELL = re.compile(r"\bpopen\(|Glibc\.system\(|\bsystem\(\s*\"|/bin/(?:ba)?sh\b|\"-c\"|g_spawn_command_line\w*\(")
C_SHELL = re.compile(r"(?<![\w.>])system\(")
ANY_ADDRESS = re.compile(r"INADDR_ANY|in6addr_any|[\"']0\.0\.0\.0[\"']|bind\(\(\s*[\"'][\"']\s*,")
SOURCES = {".swift", ".c", ".h"}


def files(root: pathlib.Path, folders, suffixes):
    for folder in folders:
        base = root / folder
        if base.is_dir():
            yield from (p for p in sorted(base.rglob("*")) if p.suffix in suffixes and p.is_file())


def problems_in(root: pathlib.Path):
    problems, checked = [], 0
    for path in files(root, ["Sources", "Examples", "Tools"], SOURCES):
        checked += 1
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("//", 1)[0]
            if SHELL.search(code) or (path.suffix in {".c", ".h"} and C_SHELL.search(code)):
                problems.append(f"{path.relative_to(root)}:{number}: hands something to a shell: {line.strip()}")
    for path in files(root, ["Sources", "Tests", "Benchmarks", "scripts"], SOURCES | {".py"}):
        if path.name == "check-security.py":
            continue
        checked += 1
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0] if path.suffix == ".py" else line.split("//", 1)[0]
            if ANY_ADDRESS.search(code):
                problems.append(f"{path.relative_to(root)}:{number}: listens beyond the loopback address: {line.strip()}")
    return problems, checked


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems, checked = problems_in(root)
    if checked == 0:
        print("check-security: found no sources; refusing to pass", file=sys.stderr)
        return 1
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-security: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"check-security: {checked} files hand nothing to a shell and listen only on the loopback address")
    return 0


if __name__ == "__main__":
    sys.exit(main())
