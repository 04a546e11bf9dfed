#!/usr/bin/env bash
# Proves the loopback-suite check can fail: a suite using the server but not listed, and a listed name
# no suite has, are refused; a tree whose list matches passes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

tree() {
    mkdir -p "$1/Tests/NetTests"
    printf '@Suite("fetches")\nstruct FetchTests {\n    let server = LoopbackHTTPServer()\n}\n' \
        > "$1/Tests/NetTests/FetchTests.swift"
    printf '# suites\n%s\n' "$2" > "$1/Tests/loopback-suites.txt"
}

refused() {
    if python3 "$here/check-loopback-suites.py" "$1" > /dev/null 2>&1; then
        echo "test-check-loopback-suites: $2 was not caught" >&2
        exit 1
    fi
}

tree "$tmp/missing" ""
refused "$tmp/missing" "a suite missing from the list"
tree "$tmp/stale" "$(printf 'FetchTests\nGoneTests')"
refused "$tmp/stale" "a listed suite that is gone"
tree "$tmp/good" "FetchTests"
python3 "$here/check-loopback-suites.py" "$tmp/good" > /dev/null || {
    echo "test-check-loopback-suites: a complete list refused" >&2
    exit 1
}
