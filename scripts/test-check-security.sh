#!/usr/bin/env bash
# Proves the security check can fail: a shell call, a server on every address and an empty tree are refused.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

refused() {
    if python3 "$here/check-security.py" "$1" > /dev/null 2>&1; then
        echo "test-check-security: $2 was not caught" >&2
        exit 1
    fi
}

mkdir -p "$tmp/shell/Sources/FinchCore"
printf 'let p = popen("ls", "r")\n' > "$tmp/shell/Sources/FinchCore/Bad.swift"
refused "$tmp/shell" "popen"

mkdir -p "$tmp/sh/Examples/App"
printf 'process.executableURL = URL(fileURLWithPath: "/bin/sh")\n' > "$tmp/sh/Examples/App/Bad.swift"
refused "$tmp/sh" "a shell started with Process"

mkdir -p "$tmp/c/Sources/CGlue"
printf 'int run(void) { return system("rm -rf /"); }\n' > "$tmp/c/Sources/CGlue/bad.c"
refused "$tmp/c" "system() in C"

mkdir -p "$tmp/any/Sources/FinchTesting"
printf 'address.sin_addr.s_addr = INADDR_ANY\n' > "$tmp/any/Sources/FinchTesting/Server.swift"
refused "$tmp/any" "a test server on every address"

mkdir -p "$tmp/py/scripts"
printf 'server.bind(("", 8000))\n' > "$tmp/py/scripts/peer.py"
refused "$tmp/py" "a Python server on every address"

mkdir -p "$tmp/empty/Sources"
refused "$tmp/empty" "an empty tree"

mkdir -p "$tmp/good/Sources/FinchCore"
printf 'let red = system(255, 0, 0)\nlet process = Process()\n' > "$tmp/good/Sources/FinchCore/Good.swift"
python3 "$here/check-security.py" "$tmp/good" > /dev/null || { echo "test-check-security: clean code refused" >&2; exit 1; }
echo "test-check-security: the security check refuses each kind of problem"
